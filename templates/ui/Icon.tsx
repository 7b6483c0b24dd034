import {
  BookOpen, Briefcase, Building2, Calendar, ChartColumn, Check, Clock, Cloud, Factory, FileText, Gauge, Globe,
  GraduationCap, Headset, Hospital, Hotel, Landmark, LifeBuoy, Lightbulb, Lock, Mail, MessageSquare, Mic, Monitor,
  Music, Network, Phone, PhoneCall, PhoneForwarded, Rocket, Router, Search, Server, Settings, Shield, Smartphone,
  Star, Store, Truck, Users, Video, Voicemail, Wifi, Wrench, Zap,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../model/icon.js';

const icons: Record<IconName, LucideIcon> = {
  phone: Phone, 'phone-forwarded': PhoneForwarded, 'phone-call': PhoneCall, voicemail: Voicemail, users: Users,
  headset: Headset, smartphone: Smartphone, monitor: Monitor, chart: ChartColumn, shield: Shield, settings: Settings,
  wifi: Wifi, network: Network, zap: Zap, clock: Clock, globe: Globe, building: Building2, briefcase: Briefcase,
  'graduation-cap': GraduationCap, hospital: Hospital, store: Store, truck: Truck, factory: Factory, hotel: Hotel,
  landmark: Landmark, lock: Lock, cloud: Cloud, mic: Mic, music: Music, video: Video, message: MessageSquare,
  calendar: Calendar, check: Check, rocket: Rocket, 'life-buoy': LifeBuoy, server: Server, router: Router,
  gauge: Gauge, 'file-text': FileText, 'book-open': BookOpen, wrench: Wrench, lightbulb: Lightbulb, search: Search,
  mail: Mail, star: Star,
};

/** An icon named in content, drawn as inline SVG on the server (no JavaScript). Decorative. */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component size={size} aria-hidden="true" focusable="false" />;
}
