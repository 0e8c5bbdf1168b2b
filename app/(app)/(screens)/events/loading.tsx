import { EventsLoading } from "@/components/events/events-loading";

export default function Loading() {
  return <EventsLoading />;
}
