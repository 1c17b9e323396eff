import { describe, expect, it } from 'vitest';
import {
  canaryVerdict,
  inCanary,
  newVisitor,
  parseVisitor,
  servedRegistry,
  shouldPromote,
  visitorCookieValue,
  vitalsNoWorse,
  vitalsVerdict,
  type SideVitals,
} from './canary';
import { remotesDocument, type CanaryRecord, type Registry } from './document';

describe('canary assignment', () => {
  for (const percent of [5, 10, 50, 90]) {
    it(`gives a ${percent}% canary to ${percent}% of 10,000 new browsers, within 2 percentage points`, () => {
      const canary = { version: `1.0.0-canary${percent}`, percent };
      let assigned = 0;
      for (let i = 0; i < 10_000; i++) if (inCanary(newVisitor().bucket, 'catalog', canary)) assigned++;
      expect(Math.abs(assigned / 100 - percent)).toBeLessThanOrEqual(2);
    });
  }

  it('a browser keeps its assignment on every load, whatever else changes in the registry', () => {
    const registry: Registry = {
      remotes: {
        catalog: {
          current: '1.0.0-stable',
          history: [{ version: '1.0.0-stable', releasedAt: '2026-01-01T00:00:00.000Z', by: 'a', replaced: null }],
          canary: { version: '1.0.0-new', percent: 30, startedAt: '2026-01-02T00:00:00.000Z', by: 'a' },
        },
        content: { current: '2.0.0-a', history: [{ version: '2.0.0-a', releasedAt: '2026-01-01T00:00:00.000Z', by: 'a', replaced: null }] },
      },
    };
    for (let i = 0; i < 200; i++) {
      const visitor = newVisitor();
      // The cookie round-trips to the same bucket, and the same bucket always gets the same version.
      const back = parseVisitor(visitorCookieValue(visitor))!;
      expect(back).toEqual(visitor);
      const first = remotesDocument(servedRegistry(registry, visitor.bucket)).remotes.catalog!;
      registry.remotes.content!.current = `2.0.0-${i}`;
      const again = remotesDocument(servedRegistry(registry, back.bucket)).remotes.catalog!;
      expect(again).toEqual(first);
      // In the canary: the stable version is its last known good; outside it: nothing changes.
      if (first.version === '1.0.0-new') expect(first.previous).toBe('1.0.0-stable');
      else expect(first).toMatchObject({ version: '1.0.0-stable', previous: null });
    }
  });

  it('reads only well-formed cookies', () => {
    expect(parseVisitor('123-0123456789abcdef')).toEqual({ bucket: 123, id: '0123456789abcdef' });
    for (const bad of ['', '10000-0123456789abcdef', '12', '12-xyz', '-1-0123456789abcdef', undefined]) expect(parseVisitor(bad)).toBeNull();
  });
});

describe('automatic rollback rule', () => {
  it('ends a canary with at least 5 failing clients failing at least 3 times as often as stable', () => {
    expect(canaryVerdict({ served: 50, failing: 5 }, { served: 50, failing: 0 }).end).toBe(true);
    expect(canaryVerdict({ served: 50, failing: 6 }, { served: 50, failing: 2 }).end).toBe(true);
    expect(canaryVerdict({ served: 5, failing: 5 }, { served: 500, failing: 100 }).end).toBe(true);
  });

  it('keeps it below either threshold', () => {
    // Four failing shoppers are not enough, however bad the rate.
    expect(canaryVerdict({ served: 4, failing: 4 }, { served: 50, failing: 0 }).end).toBe(false);
    // 10% against 4%: 2.5x, under the 3x the rule asks.
    expect(canaryVerdict({ served: 50, failing: 5 }, { served: 50, failing: 2 }).end).toBe(false);
    expect(canaryVerdict({ served: 0, failing: 0 }, { served: 0, failing: 0 }).end).toBe(false);
  });

  it('says why in numbers', () => {
    expect(canaryVerdict({ served: 10, failing: 5 }, { served: 10, failing: 0 }).reason).toBe(
      "automatic rollback: canary: 5 of 10 clients failing (50.0%), stable: 0 of 10 (0.0%), rule >= 5 failing clients and >= 3x stable's rate",
    );
  });

  it('promotes only canaries released with --auto-promote, once old, busy and quiet enough', () => {
    const canary: CanaryRecord = { version: 'v2', percent: 10, startedAt: '2026-01-01T00:00:00.000Z', by: 'a', autoPromote: true };
    const rule = { afterSeconds: 600, minClients: 100 };
    const quiet = canaryVerdict({ served: 150, failing: 0 }, { served: 900, failing: 1 });
    const later = new Date('2026-01-01T00:11:00.000Z');
    expect(shouldPromote(canary, { served: 150, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(true);
    expect(shouldPromote({ ...canary, autoPromote: false }, { served: 150, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(false);
    expect(shouldPromote(canary, { served: 150, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, new Date('2026-01-01T00:05:00.000Z'))).toBe(false);
    expect(shouldPromote(canary, { served: 50, failing: 0 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(false);
    expect(shouldPromote(canary, { served: 150, failing: 3 }, { served: 900, failing: 1 }, quiet, rule, later)).toBe(false);
  });

  const side = (clients: number, inp: number | null, lcp: number | null, cls: number | null): SideVitals => ({
    clients: { INP: clients, LCP: clients, CLS: clients },
    p75: { INP: inp, LCP: lcp, CLS: cls },
  });

  it('ends a canary on experience only when both sides have enough shoppers, by ratio for INP and LCP and by limit for CLS', () => {
    const stable = side(40, 200, 2000, 0.02);
    expect(vitalsVerdict(side(40, 250, 2500, 0.05), stable).end).toBe(false); // exactly 1.25x
    expect(vitalsVerdict(side(40, 251, 2000, 0.05), stable)).toMatchObject({
      end: true,
      reason: expect.stringContaining("INP p75 251 ms > 1.25x stable's 200 ms"),
    });
    expect(vitalsVerdict(side(40, 200, 2600, 0.05), stable).reason).toContain("LCP p75 2600 ms > 1.25x stable's 2000 ms");
    expect(vitalsVerdict(side(40, 200, 2000, 0.11), stable).reason).toContain('CLS p75 0.110 > 0.1');
    expect(vitalsVerdict(side(19, 900, 9000, 0.5), stable).end).toBe(false);
    expect(vitalsVerdict(side(40, 900, 9000, 0.05), side(19, 200, 2000, 0.02)).end).toBe(false);
    expect(vitalsVerdict(side(0, null, null, null), side(0, null, null, null))).toEqual({
      end: false,
      reason: 'p75 canary INP - (0), LCP - (0), CLS - (0); stable INP - (0), LCP - (0), CLS - (0)',
    });
  });

  it('promotion wants vitals measured on both sides and no worse than stable', () => {
    const stable = side(40, 200, 2000, 0.02);
    expect(vitalsNoWorse(side(40, 190, 1900, 0.01), stable)).toBe(true);
    expect(vitalsNoWorse(side(40, 210, 1900, 0.01), stable)).toBe(false);
    expect(vitalsNoWorse(side(10, 100, 1000, 0), stable)).toBe(false);
  });
});
