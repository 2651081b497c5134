import { ACCESS, SCREEN_ACCESS } from '@puente/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

const screens = (routeTable[0]!.children ?? []) as RouteObject[];
const byPath = new Map(screens.map((route) => [route.path, route]));

describe('the route table guards every screen with its shared rule', () => {
  it('gives each screen of SCREEN_ACCESS its rule, and nothing else a guard', () => {
    for (const [path, name] of Object.entries(SCREEN_ACCESS)) {
      expect(byPath.get(path)?.handle, path).toEqual(ACCESS[name]);
    }
    const open = screens.filter((route) => route.handle === undefined).map((route) => route.path);
    expect(open.sort()).toEqual(
      [
        '*',
        'contact-us',
        'excercises',
        'landing/:resource/:resourceId',
        'study-reminders/off',
        'unauthorized',
      ].sort(),
    );
  });

  it('keeps the spec roles: master for /add-user, staff for /admin and the wizards, students pay', () => {
    expect(byPath.get('add-user')?.handle).toEqual({ scopes: ['student', 'master'] });
    expect(byPath.get('admin')?.handle).toEqual({ scopes: ['staff'] });
    expect(byPath.get('course-wizard')?.handle).toEqual({ scopes: ['staff'] });
    expect(byPath.get('retail-payment')?.handle).toEqual({ scopes: ['student'] });
    expect(byPath.get('courses')?.handle).toEqual({ scopes: ['user'] });
  });
});
