import {
  BookOpen, FileText, GraduationCap, Headset, LifeBuoy, Lightbulb, Mail, Network, Phone, Rocket, Search, Settings, Shield, Video, Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../generator/schemas/support.js';

const icons: Record<IconName, LucideIcon> = {
  'book-open': BookOpen, 'file-text': FileText, settings: Settings, shield: Shield, wrench: Wrench, network: Network,
  phone: Phone, mail: Mail, rocket: Rocket, 'life-buoy': LifeBuoy, 'graduation-cap': GraduationCap, lightbulb: Lightbulb,
  video: Video, search: Search, headset: Headset,
};

/** An icon named in content, drawn as inline SVG on the server (no JavaScript). Decorative. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} aria-hidden="true" focusable="false" />;
}
