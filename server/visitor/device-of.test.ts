import { describe, expect, it } from 'vitest';
import { deviceOf, deviceVary } from './device-of.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe('the device of a request', () => {
  it.each([
    { userAgent: PHONE, device: 'mobile' },
    { userAgent: IPAD, device: 'mobile' },
    { userAgent: DESKTOP, device: 'desktop' },
    { userAgent: '', device: 'desktop' },
  ])('is $device for the User-Agent $userAgent when no device header is configured', ({ userAgent, device }) => {
    expect(deviceOf(headers({ 'user-agent': userAgent }), undefined)).toBe(device);
  });

  it.each([
    { value: 'mobile', device: 'mobile' },
    { value: 'tablet', device: 'mobile' },
    { value: 'true', device: 'mobile' },
    { value: ' TRUE ', device: 'mobile' },
    { value: '1', device: 'mobile' },
    { value: 'desktop', device: 'desktop' },
    { value: 'false', device: 'desktop' },
    { value: 'smarttv', device: 'desktop' },
  ])("is $device when the edge's header says $value, whatever the User-Agent", ({ value, device }) => {
    expect(deviceOf(headers({ 'x-device': value, 'user-agent': DESKTOP }), 'x-device')).toBe(device);
    expect(deviceOf(headers({ 'x-device': value, 'user-agent': PHONE }), 'x-device')).toBe(device);
  });

  it("is a desktop's when the configured header is missing: the User-Agent is not read, as the page does not vary on it", () => {
    expect(deviceOf(headers({ 'user-agent': PHONE }), 'x-device')).toBe('desktop');
    expect(deviceVary('x-device')).toBe('x-device');
    expect(deviceVary(undefined)).toBe('User-Agent');
  });
});
