export { parseSandboxData, readSandboxData, readSandboxDataFolder, SANDBOX_DATA_DIR } from './sandbox-data.ts';
