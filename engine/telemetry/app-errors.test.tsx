// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NodeBoundary } from '../render/node-boundary.tsx';
import { reportAppInitError, reportComponentError } from './index.ts';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React logs the caught error itself; the report is what this test reads.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('props.title is undefined');
}

describe('error tracking of the app itself (SPEC §8)', () => {
  it('reports COMPONENT_ERROR with alias, key and message when a boundary leaves a component out; the rest renders', () => {
    render(
      <>
        <NodeBoundary nodeKey="hero-welcome" alias="hero" report={reportComponentError}>
          <Broken />
        </NodeBoundary>
        <p>The rest of the page</p>
      </>,
    );
    expect(screen.getByText('The rest of the page')).toBeTruthy();
    expect(console.warn).toHaveBeenCalledWith(
      'COMPONENT_ERROR: {"alias":"hero","key":"hero-welcome","message":"props.title is undefined"}',
    );
  });

  it.each(['load', 'hydrate'] as const)('reports APP_INIT_ERROR for the %s stage with the message', (stage) => {
    reportAppInitError(stage, new TypeError('Failed to fetch dynamically imported module'));
    expect(console.warn).toHaveBeenCalledWith(
      `APP_INIT_ERROR: {"stage":"${stage}","message":"Failed to fetch dynamically imported module"}`,
    );
  });
});
