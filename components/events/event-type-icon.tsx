import {
  Beer,
  Briefcase,
  HeartHandshake,
  Landmark,
  Languages,
  Music,
  Palette,
  Sparkles,
  Trees,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";

const ICONS: Record<string, LucideIcon> = {
  izakaya_party: Beer,
  club_event: Music,
  social_networking: Users,
  community_gathering: HeartHandshake,
  cultural_event: Landmark,
  cultural_meetup: Palette,
  language_exchange: Languages,
  outdoor_activity: Trees,
  professional_networking: Briefcase,
  workshop: Wrench,
};

/** The decorative icon for an event type (the card's image fallback). */
export function EventTypeIcon({ type, className }: { type: string; className?: string }) {
  const Icon = ICONS[type] ?? Sparkles;
  return <Icon className={className} aria-hidden />;
}
