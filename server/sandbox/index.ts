export { createSandbox, SANDBOX_CONTROL_PATH, type Sandbox, type SandboxOptions } from './create-sandbox.ts';
