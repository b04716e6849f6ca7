/**
 * A small HCL writer for the Terraform output: blocks, attributes and object values, laid out as
 * `terraform fmt` does (two-space indents, the `=` of consecutive one-line attributes aligned).
 */

export type HclItem =
  | { kind: 'attribute'; key: string; value: string | HclItem[] }
  | { kind: 'block'; type: string; labels: string[]; items: HclItem[] }
  | { kind: 'comment'; text: string }
  | { kind: 'blank' };

/** An attribute whose value is an HCL expression (`"text"`, `var.name`, `10`), or an object of attributes. */
export const attribute = (key: string, value: string | HclItem[]): HclItem => ({
  kind: 'attribute',
  key,
  value,
});
export const block = (type: string, labels: string[], items: HclItem[]): HclItem => ({
  kind: 'block',
  type,
  labels,
  items,
});
export const hclComment = (text: string): HclItem => ({ kind: 'comment', text });
export const blank: HclItem = { kind: 'blank' };

/** A quoted HCL string (template sequences `${` stay live: the callers write interpolations on purpose). */
export function hclString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function render(items: readonly HclItem[], depth: number): string[] {
  const indent = '  '.repeat(depth);
  const lines: string[] = [];
  // One-line attributes next to each other share the column of their `=`.
  let run: { key: string; value: string }[] = [];
  const flush = () => {
    const width = Math.max(0, ...run.map((item) => item.key.length));
    for (const item of run) lines.push(`${indent}${item.key.padEnd(width)} = ${item.value}`);
    run = [];
  };
  for (const item of items) {
    if (item.kind === 'attribute' && typeof item.value === 'string') {
      run.push({ key: item.key, value: item.value });
      continue;
    }
    flush();
    if (item.kind === 'attribute' && item.value.length === 0) {
      lines.push(`${indent}${item.key} = {}`);
    } else if (item.kind === 'attribute') {
      lines.push(
        `${indent}${item.key} = {`,
        ...render(item.value as HclItem[], depth + 1),
        `${indent}}`,
      );
    } else if (item.kind === 'block') {
      const head = [item.type, ...item.labels.map(hclString)].join(' ');
      lines.push(
        item.items.length === 0
          ? `${indent}${head} {}`
          : [`${indent}${head} {`, ...render(item.items, depth + 1), `${indent}}`].join('\n'),
      );
    } else if (item.kind === 'comment') {
      lines.push(`${indent}# ${item.text}`.trimEnd());
    } else {
      lines.push('');
    }
  }
  flush();
  return lines;
}

/** The HCL text of top-level items. */
export function hclText(items: readonly HclItem[]): string {
  return `${render(items, 0).join('\n')}\n`;
}
