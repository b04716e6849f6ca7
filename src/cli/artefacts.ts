/**
 * Each `--format` as the page writes it, by the page's own functions: the Markdown report, the CSV, the plan
 * JSON and the image card (src/exports), the infrastructure code (src/deploy), or the plan as plain text.
 */
import type { Plan } from '../engine';
import { cardSvg } from '../exports/card/cardSvg';
import type { CardTheme } from '../exports/card/cardTheme';
import { tiersCsv } from '../exports/csv';
import { planJson } from '../exports/planJson';
import { planText } from '../exports/planText';
import { markdownReport } from '../exports/report';
import { deployTexts } from '../deploy/deployTexts';
import { infracostUsage } from '../deploy/infracostUsage';
import { skuCatalog } from '../engine';
import type { DeployFormat } from '../deploy/vendorPages';
import type { Translate } from '../i18n/translate';
import { problemText } from '../components/wording/deployProblemText';
import type { OutputFormat } from './options';

export interface ArtefactInput {
  plan: Plan;
  t: Translate;
  locale: string;
  shareUrl: string;
  theme: CardTheme;
}

export type Artefact = { ok: true; text: string } | { ok: false; lines: string[] };

/** The formats that carry the link back to the scenario (the infrastructure code and the CSV do not). */
export const linkingFormats: readonly OutputFormat[] = ['text', 'md', 'json', 'svg'];

const deployFormatOf: Record<'bicep' | 'arm' | 'tf' | 'cli', DeployFormat> = {
  bicep: 'bicep',
  arm: 'arm',
  tf: 'terraform',
  cli: 'cli',
};

/** The infrastructure code of the plan's deployment, or why there is none. */
function deployArtefact(input: ArtefactInput, format: keyof typeof deployFormatOf): Artefact {
  const { plan, t } = input;
  const name = t(`deploy.format.${deployFormatOf[format]}`);
  if (!plan.deployment)
    return { ok: false, lines: [t('cli.error.noDeployment', { format: name })] };
  const result = deployTexts(plan.deployment, plan.scenario.name);
  if (!result.ok) {
    return {
      ok: false,
      lines: [
        t('cli.error.refused', { format: name }),
        ...result.problems.map((problem) => `- ${problemText(t, problem)}`),
      ],
    };
  }
  return { ok: true, text: result.texts[deployFormatOf[format]] };
}

/** infracost's usage file for the plan's Terraform, or why there is none. */
function infracostArtefact(input: ArtefactInput): Artefact {
  const { plan, t } = input;
  const name = t('cli.format.infracostUsage');
  if (!plan.deployment || !plan.monthly)
    return { ok: false, lines: [t('cli.error.noDeployment', { format: name })] };
  const usage = infracostUsage(plan.deployment, plan.monthly, skuCatalog.hoursPerMonth);
  if (usage.ok) return { ok: true, text: usage.text };
  if (usage.reason === 'webPubSub')
    return { ok: false, lines: [t('cli.error.infracostWebPubSub')] };
  return {
    ok: false,
    lines: [
      t('cli.error.refused', { format: name }),
      ...usage.problems.map((problem) => `- ${problemText(t, problem)}`),
    ],
  };
}

/**
 * The text `--format` asks for.
 * @example artefact('md', { plan: plan(chat), t, locale: 'en', shareUrl, theme: 'light' }).text // "# Chat\n\n..."
 */
export function artefact(format: OutputFormat, input: ArtefactInput): Artefact {
  const { plan, t, locale, shareUrl, theme } = input;
  switch (format) {
    case 'text':
      return { ok: true, text: planText(plan, t, locale, shareUrl) };
    case 'md':
      return { ok: true, text: markdownReport({ plan, t, locale, shareUrl }) };
    case 'json':
      return { ok: true, text: planJson(plan, shareUrl) };
    case 'csv':
      return { ok: true, text: tiersCsv(plan, t, locale, plan.scenario.name ?? '') };
    case 'svg':
      return { ok: true, text: cardSvg({ plan, t, locale, theme, shareUrl }) };
    case 'bicep':
    case 'arm':
    case 'tf':
    case 'cli':
      return deployArtefact(input, format);
    case 'infracost-usage':
      return infracostArtefact(input);
  }
}
