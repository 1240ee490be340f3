/** fontverter: converts between sfnt, woff and woff2 (tests read subsets back with HarfBuzz, which reads sfnt). */
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
