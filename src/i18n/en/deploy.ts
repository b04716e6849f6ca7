/** The Deploy tab: the plan as infrastructure code (src/deploy), to copy or download. */
export const deploy = {
  'deploy.heading': 'Deploy',
  'deploy.intro':
    'The plan as infrastructure code: the same tier, units, replicas and autoscale as the answer. Names and regions are parameters; set your own before you deploy.',
  'deploy.intro.webPubSub':
    'The plan as infrastructure code for Azure Web PubSub: the same tier, units, replicas and autoscale as the answer. Names, regions and the hub are parameters; set your own before you deploy.',
  'deploy.upstream':
    'Set the event handler’s URL template (your upstream webhook) before you deploy: it has no default. It receives {rate} client events a second at the peak, and the service checks it when it saves the hub, so it must already be running.',
  'deploy.noEventHandler':
    'No client event of this plan goes to an upstream webhook, so the code sets no event handler.',
  'deploy.format': 'Format',
  'deploy.format.bicep': 'Bicep',
  'deploy.format.arm': 'ARM template (JSON)',
  'deploy.format.terraform': 'Terraform',
  'deploy.format.cli': 'Azure CLI',
  'deploy.code': '{format} for this plan',
  'deploy.copy': 'Copy {format}',
  'deploy.download': 'Download {format}',
  'deploy.copied': 'Copied.',
  'deploy.copyFailed': 'Copying was blocked: the code is selected, press Ctrl+C (⌘C on a Mac).',
  'deploy.saved': 'Saved {fileName}.',
  'deploy.pages': 'Follows these vendor pages',
  'deploy.failover':
    'Each region is sized for all the traffic, so that one can take over. Its own metrics see only its own clients, so its autoscale minimum follows the plan’s day for all the traffic, hour by hour (recurring profiles). Set the time zone of the day’s hours (timeZone, UTC by default).',
  'deploy.operator': 'Left to you (the code does not write them; no output carries a key)',
  'deploy.noFit':
    'No tier fits this scenario, so there is nothing to deploy. Once the answer shows a tier, its code appears here.',
  'deploy.refused': 'Azure would refuse this plan, so no code is written:',
  'deploy.problem.capacity.primary': '{sku} is not sold with {units} units (the primary region).',
  'deploy.problem.capacity.replica': '{sku} is not sold with {units} units (replica {replica}).',
  'deploy.problem.capacity.autoscaleMinimum':
    '{sku} is not sold with {units} units (the autoscale minimum).',
  'deploy.problem.capacity.autoscaleMaximum':
    '{sku} is not sold with {units} units (the autoscale maximum).',
  'deploy.problem.replicas': 'Replicas exist on Premium only; this plan is on {sku}.',
  'deploy.problem.autoscale': 'Autoscale exists on Premium only; this plan is on {sku}.',
  'deploy.problem.autoscaleRange':
    'The autoscale minimum ({minimum} units) is above its maximum ({maximum} units).',
  'deploy.problem.templateResources':
    '{instances} instances need more than the {most} resources one Azure Resource Manager template may hold (its template limits): deploy them in parts, or re-size for fewer instances.',
} as const;
