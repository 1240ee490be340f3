export { createTelemetryCollector, readFaroBatch, type ReceivedBatch } from './collector.ts';
