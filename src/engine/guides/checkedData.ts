/**
 * One edition of SignalR's guide as ./data and ./laterTables load it. A data file is checked against its schema as
 * it loads in development and in the tests (and in scripts run outside Vite, where there is no import.meta.env);
 * the production build ships the files already checked by `npm test`, without their schemas. Each module keeps
 * its own `checked`: a constant the bundler folds where it is declared, so the schema's branch is left out.
 */
import { guideEditionSchema, type Edition, type GuideEdition } from './guideSchema';

const checked = import.meta.env?.DEV ?? true;

/** One edition of SignalR's guide, checked where `checked` says. */
export function parseGuide(json: unknown, edition: Edition): GuideEdition {
  const guide = checked ? guideEditionSchema.parse(json) : (json as GuideEdition);
  if (guide.edition !== edition) {
    throw new Error(`data/guide-${edition}.json holds edition "${guide.edition}"`);
  }
  return guide;
}
