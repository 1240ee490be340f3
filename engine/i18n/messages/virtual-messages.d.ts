/** The modules scripts/messages-plugin.ts compiles from messages/ at build time. */
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module names a type by import(): a top-level import would make this file a module, whose `declare module` cannot declare new modules */
declare module 'virtual:messages/*' {
  const messages: Readonly<Record<string, import('../message-runtime.ts').CompiledMessage>>;
  export default messages;
}

declare module 'virtual:message-languages' {
  /** Every language built, English first. */
  export const languages: readonly string[];
  /** Each language's strings besides English, every area, as a chunk of its own. */
  export const loaders: Readonly<
    Record<
      string,
      () => Promise<Readonly<Record<string, Readonly<Record<string, import('../message-runtime.ts').CompiledMessage>>>>>
    >
  >;
}
