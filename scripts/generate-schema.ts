/** Writes public/scenario.schema.json from the zod scenario schema (`npm run schema`). */
import { writeFileSync } from 'node:fs';
import { scenarioJsonSchemaText } from '../src/engine/scenario/jsonSchema.ts';

const target = new URL('../public/scenario.schema.json', import.meta.url);
writeFileSync(target, scenarioJsonSchemaText());
console.log(`wrote ${target.pathname}`);
