export async function runMarketAdd(_: unknown) { return { exitCode: 2 as const, output: 'x' }; }
