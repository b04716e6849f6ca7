/**
 * The four functions of fflate the share link uses, as one module: loaded with `import()` (./linkCodec), a
 * namespace keeps every export of its module, so this one keeps fflate's tree-shaking (4 KiB, not 12).
 */
export { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
