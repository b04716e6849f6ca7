// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioJsonSchema, scenarioJsonSchemaText } from './jsonSchema';

describe('public/scenario.schema.json', () => {
  it('is the JSON Schema generated from the zod scenario schema (run `npm run schema` after changing it)', () => {
    const published = readFileSync(
      new URL('../../../public/scenario.schema.json', import.meta.url),
      'utf8',
    );
    expect(published).toBe(scenarioJsonSchemaText());
  });

  it('states the defaults and ranges of the format', () => {
    const schema = scenarioJsonSchema() as {
      properties: Record<string, { default?: unknown }>;
      required: string[];
    };
    expect(schema.required).toEqual(['version', 'workloads']);
    expect(schema.properties.edition?.default).toBe('current');
    expect(schema.properties.targetUtilization?.default).toBe(0.7);
    expect(schema.properties.hubs?.default).toBe(1);
    expect(schema.properties.countServerConnections?.default).toBe(true);
    expect(schema.properties.connectionTarget?.default).toBeUndefined();
    expect(schema.properties.version).toMatchObject({ enum: [1, 2] });
    expect(JSON.stringify(schema)).toContain('"maximum":1000000');
  });
});
