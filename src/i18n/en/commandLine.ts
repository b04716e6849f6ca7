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
                             infracost-usage (infracost's usage file for the tf),
                             focus (the monthly forecast as FOCUS rows for FinOps tools)
  -l, --link <url>           read the scenario from a share link instead of a file
      --metrics <file>       re-size it first from the hourly metrics Azure wrote: the JSON of
                             az monitor metrics list or the portal chart's CSV (repeat for several)
  -o, --out <file>           write to this file instead of standard output
      --lang <language>      en, pl, de, fr, ja or ko (default en)
      --theme <theme>        the image card's colours: light (default) or dark
      --base-url <url>       where the dashboard is served: the link back starts with it
      --max-monthly-usd <n>  exit 1 when the plan costs more than n US dollars a month
      --max-units <n>        exit 1 when the plan deploys more than n units in all
      --prices <file>        price the plan with an Azure Retail Prices API file
      --prices-region <name> the file's region to read (armRegionName), when it has several
      --period <YYYY-MM>     the month focus forecasts (default: the month after today’s, UTC)
  -h, --help                 show this help
      --version              show the version

A scenario file of "-" is read from standard input.
Exit codes: 0 written; 1 written, but the plan crosses a limit (or there is nothing to deploy);
2 bad input or arguments, nothing written.`,
  'cli.error.choice': '{option} takes one of {choices}, not “{value}”.',
  'cli.error.command': 'Unknown command “{command}”: the commands are “size” and “diff”.',
  'cli.error.noCommand':
    'No command before {options}: the commands are “size” and “diff” (signalr-sizing size <scenario.json> {options}).',
  'cli.error.extra': 'Only one scenario file at a time: “{extra}” is one too many.',
  'cli.error.noInput': 'Give a scenario file, or a share link with --link.',
  'cli.error.bothInputs': 'Give a scenario file or --link, not both.',
  'cli.error.twoOuts':
    'Give one file to write, with --out or --output, not two: “{first}” and “{second}”.',
  'cli.error.repeated': '{option} is given twice (“{first}” and “{second}”): give it once.',
  'cli.error.unknownOption': 'Unknown option “{option}”.',
  'cli.error.missingValue':
    '{option} needs a value after it (a value that starts with “-” is written {option}=-…).',
  'cli.error.flagValue': '{option} takes no value, not “{value}”.',
  'cli.error.stdinTwice':
    'Standard input (“-”) can be read once: give “-” to only one of the scenario file, --prices and --metrics.',
  'cli.error.url': '{option} takes a web address (https://…), not “{value}”.',
  'cli.error.number':
    '{option} takes a number above 0 in plain digits, such as 15000 or 99.50, not “{value}”.',
  'cli.error.wholeNumber':
    '{option} takes a whole number above 0 in plain digits, such as 50, not “{value}”.',
  'cli.error.seeHelp': 'Run “signalr-sizing --help” for the options.',
  'cli.stdin': 'standard input (“-”)',
  'cli.error.file': 'The scenario in {path} could not be used.',
  'cli.error.prices': 'The prices in {path} could not be used.',
  'cli.error.read': 'It could not be read: {reason}',
  'cli.prices.tooLargeUnread': 'This is more than {max}; a price list is at most {max}.',
  'cli.metrics.tooLargeUnread': 'This is more than {max}; a metrics file is at most {max}.',
  'cli.error.link': 'The link could not be used.',
  'cli.error.metricsFile': 'The metrics in {path} could not be used.',
  'cli.metrics.applied': {
    one: 'Re-sized from the metrics in {path}, {count} hour read.',
    other: 'Re-sized from the metrics in {path}, {count} hours read.',
  },
  'cli.metrics.calibration': 'Calibrated with the measured ratios: {factors}.',
  'cli.metrics.profile': 'The day’s load profile is the measured one, its peak at {hour}.',
  'cli.error.noScenarioInLink': 'It holds no scenario: a share link has “#s=” in it.',
  'cli.error.nothingWritten': 'Nothing was written.',
  'cli.error.noDeployment': 'No deployment fits this scenario, so there is no {format} to write.',
  'cli.format.infracostUsage': 'infracost usage file',
  'cli.format.focus': 'FOCUS file',
  'cli.error.period': '--period takes a month as YYYY-MM, such as 2026-12, not “{value}”.',
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
  'cli.error.stdout': 'Standard output could not be written: {reason}',
  'cli.error.outIsInput':
    '--out names the scenario file itself ({path}): writing there would replace the scenario. Give another file.',
  'cli.written': 'Wrote {path}.',
  'cli.link': 'Open this scenario: {url}',
  'cli.limit.noFit': 'No deployment fits this scenario, so it cannot stay within the limits given.',
  'cli.limit.monthly':
    'The plan costs {cost} a month, above the limit of {max} (--max-monthly-usd).',
  'cli.limit.units':
    'The plan deploys {units} units in all, above the limit of {max} (--max-units).',
  'cli.help.diff': `Compare two scenarios, for a pull request's comment:
  signalr-sizing diff <base> <head> [options]

<base> and <head> are each a scenario file ("-" reads one of them from standard input) or a share
link (https://…#s=… or #s=…). Writes the change as Markdown: what is deployed before and after, the
monthly bill and its change, the binding limit and the room to grow, the workloads that moved the cost.
  -f, --format <format>           md (the default) or json
  -o, --out <file>                write to this file instead of standard output
      --label <text>              the heading (default: the head file's path)
      --lang <language>           as for size
      --base-url <url>            where the dashboard is served: the comment links to both scenarios
      --max-increase-usd <n>      exit 1 when the monthly bill rises by more than n US dollars
      --max-increase-percent <n>  exit 1 when the monthly bill rises by more than n percent

Exit codes: 0 written; 1 written, but the change crosses a limit; 2 bad input or arguments, nothing written.`,
  'cli.diff.error.inputs':
    'Give the two scenarios to compare: the base, then the head (each a file or a share link).',
  'cli.diff.error.extra': 'diff compares two scenarios: “{extra}” is one too many.',
  'cli.diff.error.number': '{option} takes a number of 0 or more, not “{value}”.',
  'cli.diff.error.bothStdin':
    'Only one of the two scenarios can be read from standard input (“-”).',
  'cli.diff.error.currencies':
    'The base is priced in {before} and the head in {after}: two bills in different currencies cannot be subtracted. Price both scenarios in one currency.',
  'cli.diff.error.budgetCurrency':
    '--max-increase-usd is in US dollars, and the prices are in {currency}: the change is not compared with it. Use --max-increase-percent, or price both scenarios in USD.',
  'cli.diff.error.baseLink': 'The link given as the base (before the change) could not be used.',
  'cli.diff.error.headLink': 'The link given as the head (after the change) could not be used.',
  'cli.diff.note.noBaseUrl':
    'No --base-url: the comment has no links to the two scenarios. Give --base-url with your dashboard’s address to add them.',
  'cli.diff.limit.usd':
    'The monthly bill rises by {change}, from {before} to {after}, above the limit of {max} (--max-increase-usd).',
  'cli.diff.limit.percent':
    'The monthly bill rises by {percent}, from {before} to {after}, above the limit of {max} (--max-increase-percent).',
  'cli.diff.limit.percentFromZero':
    'The monthly bill rises from {before} to {after}: any rise from nothing is above the limit of {max} (--max-increase-percent).',
  'cli.diff.limit.noFitAfter':
    'No deployment fits the head scenario, so its bill cannot stay within the limits given.',
  'cli.diff.limit.noFitBefore':
    'No deployment fits the base scenario, so the change cannot be measured against the limits given.',
  'cli.diff.summary.up': '{name}: the monthly bill rises from {before} to {after}, {change}.',
  'cli.diff.summary.down': '{name}: the monthly bill falls from {before} to {after}, {change}.',
  'cli.diff.summary.same': '{name}: the monthly bill stays at {cost}.',
  'cli.diff.summary.noFitBefore':
    '{name}: no deployment fits the base scenario; the head costs {after} a month.',
  'cli.diff.summary.noFitAfter':
    '{name}: no deployment fits the head scenario; the base cost {before} a month.',
  'cli.diff.summary.noFitBoth': '{name}: no deployment fits either scenario.',
  'cli.diff.service':
    'The service changes from {before} to {after}: each side is sized on its own service’s guide.',
  'cli.diff.change': '{money} ({percent})',
  'cli.diff.column.before': 'Before',
  'cli.diff.column.after': 'After',
  'cli.diff.column.change': 'Change',
  'cli.diff.workloads': 'Workloads that moved the cost most',
  'cli.diff.workloads.column': 'Workload',
  'cli.diff.workload.added': '{name} (added)',
  'cli.diff.workload.removed': '{name} (removed)',
  'cli.diff.workloads.none': 'No workload’s part of the bill changed.',
  'cli.diff.workloads.unknown':
    'With no deployment on one side, the change cannot be told workload by workload.',
  'cli.diff.workloads.more': {
    one: '… and {count} more workload, {change} in all.',
    other: '… and {count} more workloads, {change} in all.',
  },
  'cli.diff.workloads.how':
    'A workload’s part of a bill is the plan’s: the units by its share of the binding limit, the messages beyond the included ones by its share of the billed messages.',
  'cli.diff.open.before': 'Open the base scenario',
  'cli.diff.open.after': 'Open the head scenario',
} as const;
