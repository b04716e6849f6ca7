/**
 * What the share link needs once it makes or reads a link, as one module loaded with `import()` (./linkCodec): the
 * four functions of fflate it uses (a namespace keeps every export of its module, so this one keeps fflate's
 * tree-shaking: 4 KiB, not 12) and the link's positional form (./linkPacking).
 */
export { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
export { pack, unpack } from './linkPacking';
