import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { visibleDeviceTabs } from './device-tabs';

const page = { Component: () => null };

describe('device section tabs', () => {
  it('shows a tab only when the router has its page', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            path: 'device',
            children: [
              { path: 'index', ...page },
              { path: 'index/:devId', ...page },
              { path: 'my-apply', ...page },
            ],
          },
          { path: '*', ...page },
        ],
      },
    ];
    expect(visibleDeviceTabs(routes).map((tab) => tab.to)).toEqual([
      '/device/index',
      '/device/my-apply',
    ]);
  });

  it('keeps the table order as pages arrive', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            path: 'device',
            children: [
              { path: 'all', ...page },
              { path: 'index', ...page },
              { path: 'apply/:recommender?', ...page },
              { path: 'replace-fittings', ...page },
            ],
          },
        ],
      },
    ];
    expect(visibleDeviceTabs(routes).map((tab) => tab.to)).toEqual([
      '/device/all',
      '/device/index',
      '/device/apply',
      '/device/replace-fittings',
    ]);
  });
});
