export { PROFILED_PAGE, THIRD_PARTY_BLACK_BOX_WAIT_MS, type ProfiledPageId } from './profiling-pages.ts';
export { deviceTraitsOf, firstPartyBlackBox, type DeviceTraits } from './first-party-black-box.ts';
export { createTagProfiler, PROFILE_READY_EVENT, type DeviceProfiler, type DeviceProfilingConfig } from './device-profiler.ts';
