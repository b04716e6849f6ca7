/**
 * The vendor pages behind each service's outputs (its API specification, its feature pages) and behind each
 * format (the resource references, the Terraform providers' pages, the CLI's command groups).
 */
import type { Service } from '../engine';
import type { DeployFormat, VendorPage } from './vendorPages';

/** The pages behind every output of a service: its API specification, then its feature pages. */
export interface ServicePages {
  specification: VendorPage;
  /** Pages every deployment follows besides the specification (SignalR: its service mode). */
  instance: VendorPage[];
  eventHandler: VendorPage[];
  replicas: VendorPage[];
  autoscale: VendorPage[];
}

/** The pages of one format: for the instance, then for what the deployment has. */
export interface FormatPages {
  instance: VendorPage[];
  eventHandler: VendorPage[];
  replicas: VendorPage[];
  autoscale: VendorPage[];
}

const learn = 'https://learn.microsoft.com';
const registry = 'https://registry.terraform.io/providers';
const templates = (type: string, language: 'bicep' | 'arm-template') =>
  `${learn}/azure/templates/${type}?pivots=deployment-language-${language}`;

export const servicePages: Record<Service, ServicePages> = {
  signalr: {
    specification: {
      title: 'SignalR REST API 2024-03-01 (ResourceSku: the unit counts each SKU accepts)',
      url: 'https://github.com/Azure/azure-rest-api-specs/blob/main/specification/signalr/resource-manager/Microsoft.SignalRService/SignalRService/stable/2024-03-01/signalr.json',
    },
    instance: [
      {
        title: 'Service mode in Azure SignalR Service',
        url: `${learn}/azure/azure-signalr/concept-service-mode`,
      },
    ],
    eventHandler: [],
    replicas: [
      {
        title: 'Geo-replication in Azure SignalR Service',
        url: `${learn}/azure/azure-signalr/howto-enable-geo-replication`,
      },
    ],
    autoscale: [
      {
        title: 'Automatically scale units of an Azure SignalR Service',
        url: `${learn}/azure/azure-signalr/signalr-howto-scale-autoscale`,
      },
      {
        title: 'Azure SignalR Service monitoring data reference (metric names)',
        url: `${learn}/azure/azure-signalr/monitor-signalr-reference`,
      },
    ],
  },
  webPubSub: {
    specification: {
      title:
        'Web PubSub REST API 2024-03-01 (ResourceSku: the unit counts each SKU accepts; hubs and their event handlers)',
      url: 'https://github.com/Azure/azure-rest-api-specs/blob/main/specification/webpubsub/resource-manager/Microsoft.SignalRService/SignalRService/stable/2024-03-01/webpubsub.json',
    },
    instance: [],
    eventHandler: [
      {
        title: 'Configure event handler in Azure Web PubSub service',
        url: `${learn}/azure/azure-web-pubsub/howto-develop-eventhandler`,
      },
    ],
    replicas: [
      {
        title: 'Geo-replication in Azure Web PubSub',
        url: `${learn}/azure/azure-web-pubsub/howto-enable-geo-replication`,
      },
    ],
    autoscale: [
      {
        title: 'Automatically scale units of an Azure WebPubSub service',
        url: `${learn}/azure/azure-web-pubsub/howto-scale-autoscale`,
      },
      {
        title:
          'Supported metrics for Microsoft.SignalRService/WebPubSub (metric names and namespace)',
        url: `${learn}/azure/azure-monitor/reference/supported-metrics/microsoft-signalrservice-webpubsub-metrics`,
      },
    ],
  },
};

/** Replicas that autoscale read their own metric namespace, which has its own page. */
export const replicaMetricsPages: Record<Service, VendorPage> = {
  signalr: {
    title: 'Supported metrics for Microsoft.SignalRService/SignalR/replicas',
    url: `${learn}/azure/azure-monitor/reference/supported-metrics/microsoft-signalrservice-signalr-replicas-metrics`,
  },
  webPubSub: {
    title: 'Supported metrics for Microsoft.SignalRService/WebPubSub/replicas',
    url: `${learn}/azure/azure-monitor/reference/supported-metrics/microsoft-signalrservice-webpubsub-replicas-metrics`,
  },
};

/** What every output leaves to the operator, each with the vendor's page for it. */
export interface OperatorPart {
  what: string;
  page: VendorPage;
}

export const operatorParts: Record<Service, OperatorPart[]> = {
  signalr: [
    {
      what: 'Networking (network access control, public network access)',
      page: {
        title: 'Configure network access control for Azure SignalR Service',
        url: `${learn}/azure/azure-signalr/howto-network-access-control`,
      },
    },
    {
      what: 'Private endpoints',
      page: {
        title: 'Use private endpoints for Azure SignalR Service',
        url: `${learn}/azure/azure-signalr/howto-private-endpoints`,
      },
    },
    {
      what: 'Custom domains',
      page: {
        title: 'Configure a custom domain for Azure SignalR Service',
        url: `${learn}/azure/azure-signalr/howto-custom-domain`,
      },
    },
    {
      what: 'Keys (access keys and connection strings: no output carries them)',
      page: {
        title: 'Rotate access keys for Azure SignalR Service',
        url: `${learn}/azure/azure-signalr/signalr-howto-key-rotation`,
      },
    },
  ],
  webPubSub: [
    {
      what: 'Networking (network access control, public network access)',
      page: {
        title: 'Manage network access control for Azure Web PubSub',
        url: `${learn}/azure/azure-web-pubsub/howto-secure-network-access-control`,
      },
    },
    {
      what: 'Private endpoints',
      page: {
        title: 'Use private endpoints for Azure Web PubSub',
        url: `${learn}/azure/azure-web-pubsub/howto-secure-private-endpoints`,
      },
    },
    {
      what: 'Custom domains',
      page: {
        title: 'Configure a custom domain for Azure Web PubSub',
        url: `${learn}/azure/azure-web-pubsub/howto-custom-domain`,
      },
    },
    {
      what: 'Keys (access keys and connection strings: no output carries them)',
      page: {
        title: 'Rotate access keys for Azure Web PubSub',
        url: `${learn}/azure/azure-web-pubsub/howto-secure-rotate-access-key`,
      },
    },
  ],
};

const autoscaleTemplatePages = {
  bicep: {
    title: 'Microsoft.Insights autoscalesettings (Bicep reference)',
    url: templates('microsoft.insights/autoscalesettings', 'bicep'),
  },
  arm: {
    title: 'Microsoft.Insights autoscalesettings (ARM template reference)',
    url: templates('microsoft.insights/autoscalesettings', 'arm-template'),
  },
};

const terraformAutoscale: VendorPage = {
  title: 'azurerm_monitor_autoscale_setting',
  url: `${registry}/hashicorp/azurerm/latest/docs/resources/monitor_autoscale_setting`,
};

const cliAutoscale: VendorPage = {
  title: 'az monitor autoscale',
  url: `${learn}/cli/azure/monitor/autoscale`,
};

/** A resource type's Bicep and ARM reference pages ("Microsoft.SignalRService signalR (Bicep reference)"). */
function templatePages(type: string): Record<'bicep' | 'arm', VendorPage> {
  const [provider = '', ...path] = type.split('/');
  const name = `${provider} ${path.join('/')}`;
  return {
    bicep: {
      title: `${name} (Bicep reference)`,
      url: templates(type.toLowerCase(), 'bicep'),
    },
    arm: {
      title: `${name} (ARM template reference)`,
      url: templates(type.toLowerCase(), 'arm-template'),
    },
  };
}

function templateFormat(
  format: 'bicep' | 'arm',
  instance: string,
  replica: string,
  hub: string | null,
): FormatPages {
  return {
    instance: [templatePages(instance)[format]],
    eventHandler: hub ? [templatePages(hub)[format]] : [],
    replicas: [templatePages(replica)[format]],
    autoscale: [autoscaleTemplatePages[format]],
  };
}

export const formatPages: Record<Service, Record<DeployFormat, FormatPages>> = {
  signalr: {
    bicep: templateFormat(
      'bicep',
      'Microsoft.SignalRService/signalR',
      'Microsoft.SignalRService/signalR/replicas',
      null,
    ),
    arm: templateFormat(
      'arm',
      'Microsoft.SignalRService/signalR',
      'Microsoft.SignalRService/signalR/replicas',
      null,
    ),
    terraform: {
      instance: [
        {
          title: 'azurerm_signalr_service',
          url: `${registry}/hashicorp/azurerm/latest/docs/resources/signalr_service`,
        },
      ],
      eventHandler: [],
      replicas: [
        {
          title:
            'azapi_resource (azurerm has no replica resource: hashicorp/terraform-provider-azurerm issue 26636)',
          url: `${registry}/Azure/azapi/latest/docs/resources/resource`,
        },
      ],
      autoscale: [terraformAutoscale],
    },
    cli: {
      instance: [{ title: 'az signalr', url: `${learn}/cli/azure/signalr` }],
      eventHandler: [],
      replicas: [{ title: 'az signalr replica', url: `${learn}/cli/azure/signalr/replica` }],
      autoscale: [cliAutoscale],
    },
  },
  webPubSub: {
    bicep: templateFormat(
      'bicep',
      'Microsoft.SignalRService/webPubSub',
      'Microsoft.SignalRService/webPubSub/replicas',
      'Microsoft.SignalRService/webPubSub/hubs',
    ),
    arm: templateFormat(
      'arm',
      'Microsoft.SignalRService/webPubSub',
      'Microsoft.SignalRService/webPubSub/replicas',
      'Microsoft.SignalRService/webPubSub/hubs',
    ),
    terraform: {
      instance: [
        {
          title: 'azurerm_web_pubsub',
          url: `${registry}/hashicorp/azurerm/latest/docs/resources/web_pubsub`,
        },
      ],
      eventHandler: [
        {
          title: 'azurerm_web_pubsub_hub',
          url: `${registry}/hashicorp/azurerm/latest/docs/resources/web_pubsub_hub`,
        },
      ],
      replicas: [
        {
          title:
            'azapi_resource (azurerm has no Web PubSub replica resource: hashicorp/terraform-provider-azurerm issue 32707)',
          url: `${registry}/Azure/azapi/latest/docs/resources/resource`,
        },
      ],
      autoscale: [terraformAutoscale],
    },
    cli: {
      instance: [
        { title: 'az webpubsub (an Azure CLI extension)', url: `${learn}/cli/azure/webpubsub` },
      ],
      eventHandler: [{ title: 'az webpubsub hub', url: `${learn}/cli/azure/webpubsub/hub` }],
      replicas: [{ title: 'az webpubsub replica', url: `${learn}/cli/azure/webpubsub/replica` }],
      autoscale: [cliAutoscale],
    },
  },
};
