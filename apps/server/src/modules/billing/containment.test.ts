import { describe, expect, it } from 'vitest';
import { containsToken, findCardData, withoutSampleValues } from './billing.test-support.ts';

describe('the card-data search used by the security tests', () => {
  it('finds a CVC or a card number written anywhere as a value', () => {
    expect(findCardData('{"cvc":"731"}')).toEqual(['cvc 731']);
    expect(findCardData('number=4242 4242 4242 4242')).toEqual(['4242424242424242']);
    expect(findCardData('cvc 8642,')).toEqual(['cvc 8642']);
  });

  it('ignores the same digits inside ids or as fractional seconds of a timestamp', () => {
    expect(containsToken('2026-11-22 07:40:12.731+00', '731')).toBe(false);
    expect(containsToken('pm_sbx_a731b', '731')).toBe(false);
    expect(containsToken('"id":"019ab3c2-5d1e-7f00-8642-0242ac120002"', '8642')).toBe(false);
    expect(findCardData('created 2026-11-22T07:40:12.731Z id 01937310')).toEqual([]);
  });

  it('reads metrics by their names and labels, not by the values a counter reached', () => {
    const text = [
      '# HELP puente_http_requests_total Requests answered',
      'puente_http_requests_total{route="/api/x",status="200"} 731',
      'puente_payments_total{outcome="failed",cvc="731"} 1',
      'puente_latency_seconds_sum 8642.5 1700000000',
    ].join('\n');
    expect(findCardData(withoutSampleValues(text))).toEqual(['cvc 731']);
    expect(withoutSampleValues(text)).not.toContain('8642');
  });
});
