export async function runScaffold(_: unknown) { return { exitCode: 2 as const, output: 'x' }; }
