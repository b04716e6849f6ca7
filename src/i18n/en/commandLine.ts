/**
 * The command line's messages (src/cli): its help and its errors. Not loaded by the page: the English catalog
 * (./index) has them, the page's English parts (./firstView, ./panels) do not.
 */
export const commandLine = {
  'cli.help': `signalr-sizing: size an Azure SignalR Service scenario from the command line.

Usage:
  signalr-sizing size <scenario.json> [options]
  signalr-sizing size --link <share link> [options]

Prints the plan (what to deploy and what it costs a month), or writes one artefact:
  -f, --format <format>      text (the default), md (the Markdown report), json (the plan),
                             csv (every tier and the plan), svg (the image card),
                             bicep, arm, tf or cli (the infrastructure code),
                             infracost-usage (infracost's usage file for the tf)
  -l, --link <url>           read the scenario from a share link instead of a file
  -o, --out <file>           write to this file instead of standard output
      --lang <language>      en, pl, de, fr, ja or ko (default en)
      --theme <theme>        the image card's colours: light (default) or dark
      --base-url <url>       where the dashboard is served: the link back starts with it
      --max-monthly-usd <n>  exit 1 when the plan costs more than n US dollars a month
      --max-units <n>        exit 1 when the plan deploys more than n units in all
      --prices <file>        price the plan with an Azure Retail Prices API file
      --prices-region <name> the file's region to read (armRegionName), when it has several
  -h, --help                 show this help
      --version              show the version

A scenario file of "-" is read from standard input.
Exit codes: 0 written; 1 written, but the plan crosses a limit (or there is nothing to deploy);
2 bad input or arguments, nothing written.`,
  'cli.error.arguments': 'The arguments could not be read: {detail}',
  'cli.error.choice': '{option} takes one of {choices}, not “{value}”.',
  'cli.error.command': 'Unknown command “{command}”: the command is “size”.',
  'cli.error.extra': 'Only one scenario file at a time: “{extra}” is one too many.',
  'cli.error.noInput': 'Give a scenario file, or a share link with --link.',
  'cli.error.bothInputs': 'Give a scenario file or --link, not both.',
  'cli.error.url': '{option} takes a web address (https://…), not “{value}”.',
  'cli.error.number': '{option} takes a number above 0, not “{value}”.',
  'cli.error.seeHelp': 'Run “signalr-sizing --help” for the options.',
  'cli.error.file': 'The scenario in {path} could not be used.',
  'cli.error.prices': 'The prices in {path} could not be used.',
  'cli.error.read': 'It could not be read: {reason}',
  'cli.error.link': 'The link could not be used.',
  'cli.error.noScenarioInLink': 'It holds no scenario: a share link has “#s=” in it.',
  'cli.error.nothingWritten': 'Nothing was written.',
  'cli.error.noDeployment': 'No deployment fits this scenario, so there is no {format} to write.',
  'cli.format.infracostUsage': 'infracost usage file',
  'cli.error.infracostWebPubSub':
    'infracost prices no azurerm_web_pubsub (its Azure resources have azurerm_signalr_service only), so there is no infracost usage file to write for an Azure Web PubSub plan.',
  'cli.error.pricesRegion':
    '--prices-region names a region of the file given with --prices: give --prices too.',
  'cli.prices.chooseRegion': 'Choose one with --prices-region <name>.',
  'cli.error.budgetCurrency':
    '--max-monthly-usd is in US dollars, and the prices are in {currency}: the plan’s bill is not compared with it. Leave it out, or price the plan in USD.',
  'cli.error.refused': 'Azure would refuse this deployment, so there is no {format} to write:',
  'cli.note.noBaseUrl':
    'No --base-url: the link back to the scenario is its fragment alone. Give --base-url with your dashboard’s address to make it a full link.',
  'cli.error.write': '{path} could not be written: {reason}',
  'cli.written': 'Wrote {path}.',
  'cli.link': 'Open this scenario: {url}',
  'cli.limit.noFit': 'No deployment fits this scenario, so it cannot stay within the limits given.',
  'cli.limit.monthly':
    'The plan costs {cost} a month, above the limit of {max} (--max-monthly-usd).',
  'cli.limit.units':
    'The plan deploys {units} units in all, above the limit of {max} (--max-units).',
} as const;
