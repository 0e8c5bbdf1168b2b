// Response shape of the events API, shared by services, screens (events list, profile Events tab) and tests.
export type EventDto = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  /** ISO instant (UTC); shown in Asia/Tokyo */
  date: string;
  endDate: string | null;
  eventType: string;
  maxAttendees: number | null;
  /** whole yen; null means free */
  price: number | null;
  ageRestriction: string;
  tags: string[];
  venueImageUrl: string | null;
  imageUrl: string | null;
  organizerId: string;
  organizer: { firstName: string | null; lastName: string | null };
  attendeesCount: number;
  /** whether the caller marked interest */
  isInterested: boolean;
};
