/** Indices of the items that pass a test: the workloads a warning names. */
export function indicesWhere<T>(items: readonly T[], test: (item: T) => boolean): number[] {
  const indices: number[] = [];
  items.forEach((item, index) => {
    if (test(item)) indices.push(index);
  });
  return indices;
}
