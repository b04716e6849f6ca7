/** A day's load profile: 24 hourly levels, each a share of the composed peak. Presets to start from. */
import { type LoadProfile } from '../scenario/planSchema';
import { hoursPerDay } from '../scenario/planLimits';

export const profilePresets = ['flat', 'businessHours', 'eveningPeak', 'eventSpike'] as const;
export type ProfilePreset = (typeof profilePresets)[number];

function byHour(level: (hour: number) => number): LoadProfile {
  return Array.from({ length: hoursPerDay }, (_, hour) => level(hour));
}

/**
 * The presets' levels hour by hour (local time, hour 0 = midnight to 1 am):
 * - flat: the peak all day (what the page assumed before profiles);
 * - businessHours: 10% at night, 50% at 7 and 18, the peak from 8 to 17;
 * - eveningPeak: 10% at night, 30% in the day, the peak from 18 to 22;
 * - eventSpike: a working day at 30% (10% at night) with a one-hour event at 14, 60% the hours around it.
 * @example profileOf('businessHours')[9] // 1
 */
export function profileOf(preset: ProfilePreset): LoadProfile {
  switch (preset) {
    case 'flat':
      return byHour(() => 1);
    case 'businessHours':
      return byHour((hour) =>
        hour >= 8 && hour <= 17 ? 1 : hour === 7 || hour === 18 ? 0.5 : 0.1,
      );
    case 'eveningPeak':
      return byHour((hour) =>
        hour >= 18 && hour <= 22 ? 1 : hour === 17 || hour === 23 ? 0.6 : hour >= 7 ? 0.3 : 0.1,
      );
    case 'eventSpike':
      return byHour((hour) =>
        hour === 14 ? 1 : hour === 13 || hour === 15 ? 0.6 : hour >= 8 && hour <= 17 ? 0.3 : 0.1,
      );
  }
}

/** The preset whose levels these are, or null for a profile edited by hand. */
export function presetOf(levels: readonly number[]): ProfilePreset | null {
  return (
    profilePresets.find((preset) =>
      profileOf(preset).every((level, hour) => level === levels[hour]),
    ) ?? null
  );
}

/** The scenario's profile, or the flat day at the peak when it has none. */
export function profileOrFlat(profile: LoadProfile | undefined): LoadProfile {
  return profile ?? profileOf('flat');
}
