import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CallCostCard } from './call-cost';
import { CallLatencyCard } from './call-latency';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&apos;/g, "'").replace(/\s+/g, ' ').trim();

describe("the call page's cost and response-time cards", () => {
  it('shows what was charged, the provider cost and a bar and legend of its components', () => {
    const html = renderToStaticMarkup(createElement(CallCostCard, {
      breakdown: { billed_cents: 30, provider_cents: 27, components: [
        { name: 'telephony', cents: 2 }, { name: 'transcriber', cents: 2 }, { name: 'model', cents: 5 }, { name: 'voice', cents: 7 },
        { name: 'platform', cents: 11 }, { name: 'other', cents: 0 },
      ] },
    }));
    expect(text(html)).toContain('Charged to the wallet $0.30');
    expect(text(html)).toContain("Provider's cost $0.27");
    expect(html).toContain('role="progressbar"');
    // Five coloured parts (the zero one is left out), each as wide as its share.
    expect(html.match(/style="width:/g)).toHaveLength(5);
    expect(html).toContain(`width:${(11 / 27) * 100}%`);
    expect(text(html)).toContain('Voice platform $0.11');
    expect(text(html)).not.toContain('Other');
  });

  it('says "Not reported" for what the provider did not say', () => {
    const cost = text(renderToStaticMarkup(createElement(CallCostCard, { breakdown: { billed_cents: null, provider_cents: null, components: null } })));
    expect(cost).toContain('Charged to the wallet When the call ends');
    expect(cost).toContain("Provider's cost Not reported");
    expect(text(renderToStaticMarkup(createElement(CallLatencyCard, { latency: null })))).toContain('Not reported');
    const partial = text(renderToStaticMarkup(createElement(CallLatencyCard, {
      latency: { turns: 4, p50_ms: 950, p95_ms: 2100, model_p50_ms: 400, voice_p50_ms: null, transcriber_p50_ms: 100 },
    })));
    expect(partial).toContain('Turns measured 4');
    expect(partial).toContain('Turn, median (p50) 950 ms');
    expect(partial).toContain('Turn, slowest 5% (p95) 2.10 s');
    expect(partial).toContain('Voice, median Not reported');
  });
});
