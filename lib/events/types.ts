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
  /** the event is over (its end, or its start when it has no end, is in the past): shown as Ended, no interest */
  hasEnded: boolean;
};

/** GET /api/events/{id}/attendees (organizer only). E-mail is withheld (null) to protect members. */
export type AttendeeDto = {
  id: string;
  status: string;
  createdAt: string;
  user: {
    id: string;
    username: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    email: null;
  };
};

export type AttendeeListDto = {
  event: { id: string; title: string; date: string };
  attendees: AttendeeDto[];
  /** spotsLeft is null when the event is unlimited */
  capacity: { count: number; max: number | null; spotsLeft: number | null };
};

/** POST /api/events/{id}/attend and /join */
export type InterestDto = { eventId: string; isInterested: boolean; status: "interested" | null; attendeesCount: number };
