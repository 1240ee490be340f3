export { createDeviceProfilingProvider, type DeviceProfile } from './provider.ts';
