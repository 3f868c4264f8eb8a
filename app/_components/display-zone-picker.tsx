'use client';

import { Button } from '@/app/_components/ui/button';
import { zoneName, type DisplayZone } from './display-zone';
import { ZonePicker } from './zone-picker';

/** Which zone the page shows times in, and the way back to the business's zone. */
export function DisplayZonePicker({ display }: { display: DisplayZone }) {
  if (!display.zone) return null;
  return (
    <div className="flex flex-wrap items-start gap-2">
      <ZonePicker
        label="Show times in"
        className="w-64"
        value={display.zone}
        onChange={(z) => display.choose(z)}
        hint={display.own ? 'Your own choice, remembered in this browser.' : 'The business time zone.'}
      />
      {display.own && display.businessZone && (
        <Button variant="secondary" className="mt-6" onClick={() => display.choose(null)}>
          Use business zone ({zoneName(display.businessZone)})
        </Button>
      )}
    </div>
  );
}
