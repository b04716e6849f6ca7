/**
 * The vendor pages each output follows: printed in the header of the generated file and listed beside it in
 * the Deploy view, so a reviewer can check every line against its source.
 */

export interface VendorPage {
  title: string;
  url: string;
}

/** What a deployment uses, which decides the pages an output follows. */
export interface DeployFeatures {
  replicas: boolean;
  autoscale: boolean;
}

const apiSpecification: VendorPage = {
  title: 'SignalR REST API 2024-03-01 (ResourceSku: the unit counts each SKU accepts)',
  url: 'https://github.com/Azure/azure-rest-api-specs/blob/main/specification/signalr/resource-manager/Microsoft.SignalRService/SignalRService/stable/2024-03-01/signalr.json',
};

const serviceModePage: VendorPage = {
  title: 'Service mode in Azure SignalR Service',
  url: 'https://learn.microsoft.com/azure/azure-signalr/concept-service-mode',
};

const replicaPage: VendorPage = {
  title: 'Geo-replication in Azure SignalR Service',
  url: 'https://learn.microsoft.com/azure/azure-signalr/howto-enable-geo-replication',
};

const autoscalePage: VendorPage = {
  title: 'Automatically scale units of an Azure SignalR Service',
  url: 'https://learn.microsoft.com/azure/azure-signalr/signalr-howto-scale-autoscale',
};

const metricsPage: VendorPage = {
  title: 'Azure SignalR Service monitoring data reference (metric names)',
  url: 'https://learn.microsoft.com/azure/azure-signalr/monitor-signalr-reference',
};

export type DeployFormat = 'bicep' | 'arm' | 'terraform' | 'cli';

export const deployFormats: readonly DeployFormat[] = ['bicep', 'arm', 'terraform', 'cli'];

/** The pages of one format: for the instance, then for replicas and autoscale where the deployment has them. */
const formatPages: Record<
  DeployFormat,
  { instance: VendorPage[]; replicas: VendorPage[]; autoscale: VendorPage[] }
> = {
  bicep: {
    instance: [
      {
        title: 'Microsoft.SignalRService signalR (Bicep reference)',
        url: 'https://learn.microsoft.com/azure/templates/microsoft.signalrservice/signalr?pivots=deployment-language-bicep',
      },
    ],
    replicas: [
      {
        title: 'Microsoft.SignalRService signalR/replicas (Bicep reference)',
        url: 'https://learn.microsoft.com/azure/templates/microsoft.signalrservice/signalr/replicas?pivots=deployment-language-bicep',
      },
    ],
    autoscale: [
      {
        title: 'Microsoft.Insights autoscalesettings (Bicep reference)',
        url: 'https://learn.microsoft.com/azure/templates/microsoft.insights/autoscalesettings?pivots=deployment-language-bicep',
      },
    ],
  },
  arm: {
    instance: [
      {
        title: 'Microsoft.SignalRService signalR (ARM template reference)',
        url: 'https://learn.microsoft.com/azure/templates/microsoft.signalrservice/signalr?pivots=deployment-language-arm-template',
      },
    ],
    replicas: [
      {
        title: 'Microsoft.SignalRService signalR/replicas (ARM template reference)',
        url: 'https://learn.microsoft.com/azure/templates/microsoft.signalrservice/signalr/replicas?pivots=deployment-language-arm-template',
      },
    ],
    autoscale: [
      {
        title: 'Microsoft.Insights autoscalesettings (ARM template reference)',
        url: 'https://learn.microsoft.com/azure/templates/microsoft.insights/autoscalesettings?pivots=deployment-language-arm-template',
      },
    ],
  },
  terraform: {
    instance: [
      {
        title: 'azurerm_signalr_service',
        url: 'https://registry.terraform.io/providers/hashicorp/azurerm/latest/docs/resources/signalr_service',
      },
    ],
    replicas: [
      {
        title:
          'azapi_resource (azurerm has no replica resource: hashicorp/terraform-provider-azurerm issue 26636)',
        url: 'https://registry.terraform.io/providers/Azure/azapi/latest/docs/resources/resource',
      },
    ],
    autoscale: [
      {
        title: 'azurerm_monitor_autoscale_setting',
        url: 'https://registry.terraform.io/providers/hashicorp/azurerm/latest/docs/resources/monitor_autoscale_setting',
      },
    ],
  },
  cli: {
    instance: [{ title: 'az signalr', url: 'https://learn.microsoft.com/cli/azure/signalr' }],
    replicas: [
      { title: 'az signalr replica', url: 'https://learn.microsoft.com/cli/azure/signalr/replica' },
    ],
    autoscale: [
      {
        title: 'az monitor autoscale',
        url: 'https://learn.microsoft.com/cli/azure/monitor/autoscale',
      },
    ],
  },
};

/**
 * The vendor pages an output of `format` follows for a deployment with these features.
 * @example vendorPagesFor('cli', { replicas: false, autoscale: false }).map((page) => page.title)
 *   // ['SignalR REST API 2024-03-01 (...)', 'Service mode in Azure SignalR Service', 'az signalr']
 */
export function vendorPagesFor(format: DeployFormat, features: DeployFeatures): VendorPage[] {
  const pages = formatPages[format];
  return [
    apiSpecification,
    serviceModePage,
    ...(features.replicas ? [replicaPage] : []),
    ...(features.autoscale ? [autoscalePage, metricsPage] : []),
    ...pages.instance,
    ...(features.replicas ? pages.replicas : []),
    ...(features.autoscale ? pages.autoscale : []),
  ];
}

/** The header lines every output starts with (without comment marks): what it is and the pages it follows. */
export function headerLines(
  title: string,
  summary: readonly string[],
  format: DeployFormat,
  features: DeployFeatures,
): string[] {
  return [
    title,
    ...summary,
    'Generated by signalr-sizing from the plan of the scenario; review it before deploying.',
    'Follows these vendor pages:',
    ...vendorPagesFor(format, features).map((page) => `- ${page.title}: ${page.url}`),
  ];
}

/**
 * The assumptions behind every autoscale setting, said once above them. `defaultName` is how the output
 * calls the units kept when the metrics cannot be read (`default`, `--count`).
 */
export function autoscaleNotes(defaultName: string): string[] {
  return [
    'Autoscale: each scale action moves one step between the unit counts the SKU sells',
    '("Increments or decrements are done between available units", vendor autoscale page).',
    'Each metric is read as its 1-minute average over 10 minutes (our assumption: the page gives no window);',
    `${defaultName} = the peak units, kept if the metrics cannot be read (our assumption: the safe side).`,
  ];
}
