export { createSandbox, SANDBOX_CONTROL_PATH, type Sandbox, type SandboxOptions } from './create-sandbox.ts';
export { startSandbox, type RunningSandbox, type StartSandboxOptions } from './start-sandbox.ts';
export { readDemoSandboxConfig, readSandboxConfig, type SandboxConfig } from './sandbox-config.ts';
export { SEEDED_PASSWORD } from './core/index.ts';
