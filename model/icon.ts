import { z } from 'zod';

/** Icons a content file may name; each maps to a Lucide icon in `templates/ui/Icon.tsx`. */
export const iconNames = [
  'phone', 'phone-forwarded', 'phone-call', 'voicemail', 'users', 'headset', 'smartphone', 'monitor', 'chart',
  'shield', 'settings', 'wifi', 'network', 'zap', 'clock', 'globe', 'building', 'briefcase', 'graduation-cap',
  'hospital', 'store', 'truck', 'factory', 'hotel', 'landmark', 'lock', 'cloud', 'mic', 'music', 'video',
  'message', 'calendar', 'check', 'rocket', 'life-buoy', 'server', 'router', 'gauge', 'file-text', 'book-open',
  'wrench', 'lightbulb', 'search', 'mail', 'star',
] as const;

/** The name of an icon, e.g. `phone-forwarded`. */
export const iconName = z.enum(iconNames);
export type IconName = z.infer<typeof iconName>;
