import type { SeedTimeKey } from './seed-schedule';

/** Sessions and meetings refer to a slot of seedTimes(); people by their index in SEED_USERS. */
export interface SeedSession {
  key: string;
  instructor: string;
  topic: string;
  link: string;
  mode: 'online' | 'offline';
  at: SeedTimeKey;
}

export const SEED_SESSIONS: SeedSession[] = [
  {
    key: 'live',
    instructor: 'Rohan Mehta',
    topic: 'Turning a family business into a brand',
    link: 'https://meet.example.com/brand-building-live',
    mode: 'online',
    at: 'joinOpenSoon',
  },
  {
    key: 'today',
    instructor: 'CA Priya Nair',
    topic: 'Networking breakfast: GST for small traders',
    link: 'Hall B, Hotel Sahyadri, 1187 JM Road, Deccan Gymkhana, Pune 411004',
    mode: 'offline',
    at: 'offlineToday',
  },
  {
    key: 'recent',
    instructor: 'Arjun Reddy',
    topic: 'UPI and digital payments for retailers',
    link: 'https://meet.example.com/upi-for-retailers',
    mode: 'online',
    at: 'startedRecently',
  },
  {
    key: 'past',
    instructor: 'Meera Kulkarni',
    topic: 'Export documentation basics',
    link: 'https://meet.example.com/export-basics',
    mode: 'online',
    at: 'longPast',
  },
  {
    key: 'procurement',
    instructor: 'Sanjay Kapoor',
    topic: 'Pitching to corporate procurement teams',
    link: 'https://meet.example.com/corporate-procurement',
    mode: 'online',
    at: 'tomorrowMorning',
  },
  {
    key: 'merchandising',
    instructor: 'Kavita Iyer',
    topic: 'Visual merchandising workshop',
    link: '2nd Floor, Phoenix Business Centre, 142 Velachery Main Road, Chennai 600042',
    mode: 'offline',
    at: 'dayAfterEvening',
  },
  {
    key: 'loans',
    instructor: 'Dr. Farhan Qureshi',
    topic: 'Raising working capital: MSME loan schemes',
    link: 'https://meet.example.com/msme-loans',
    mode: 'online',
    at: 'inThreeDays',
  },
  {
    key: 'mixer',
    instructor: 'Vikram Singh Rathore',
    topic: 'Members mixer and referral round',
    link: 'Rooftop, The Clarks Amer, JLN Marg, Jaipur 302018',
    mode: 'offline',
    at: 'nextWeek',
  },
];

export interface SeedMeeting {
  key: string;
  title: string;
  slug: string;
  description: string;
  at: SeedTimeKey;
}

export const SEED_MEETINGS: SeedMeeting[] = [
  {
    key: 'weekly',
    title: 'Weekly chapter meeting',
    slug: 'weekly-chapter',
    description: 'Introductions, 60-second pitches and the referral round.',
    at: 'meetingSoon',
  },
  {
    key: 'one-to-one',
    title: 'One-to-one planning call',
    slug: 'one-to-one-planning',
    description: 'Pair up with a member from another industry and plan two referrals each.',
    at: 'meetingLater',
  },
  {
    key: 'quarterly',
    title: 'Quarterly members meet',
    slug: 'quarterly-meet',
    description: 'Quarter review, awards for top referrers and a welcome for new members.',
    at: 'meetingInTwoDays',
  },
  {
    key: 'roundtable',
    title: 'Leadership roundtable',
    slug: 'leadership-roundtable',
    description: 'Chapter leadership discusses visitor follow-ups.',
    at: 'meetingExpired',
  },
];

// [user index, session key]; member@example.com missed 'recent', so their stats show an absence.
export const SEED_SESSION_ATTENDANCE: Array<[number, string]> = [
  [1, 'past'],
  [2, 'past'],
  [3, 'past'],
  [6, 'recent'],
];
export const SEED_MEETING_ATTENDANCE: Array<[number, string]> = [
  [1, 'roundtable'],
  [2, 'roundtable'],
  [4, 'roundtable'],
];
export const SEED_ACCEPTED: Array<[number, string]> = [
  [1, 'past'],
  [1, 'today'],
  [2, 'live'],
];

// [from, to, status, days ago, description]; user 1 (member@example.com) gives and gets each status.
export const SEED_REFERRALS: Array<[number, number, string, number, string]> = [
  [1, 2, 'pending', 1, 'My cousin is starting a garment export unit and needs GST registration.'],
  [1, 3, 'in process', 4, 'A Surat retailer wants a billing app for three stores.'],
  [1, 5, 'done', 12, 'Monthly fabric shipments from Surat to Jaipur, about 4 tonnes.'],
  [4, 1, 'pending', 2, 'Hotel in Chennai renovating 80 rooms needs curtain and upholstery fabric.'],
  [6, 1, 'in process', 6, 'School trust in Indore wants uniform quotes for 1,200 students.'],
  [2, 1, 'done', 15, 'Client needs corporate uniforms for a new office in Kochi.'],
  [3, 4, 'pending', 3, 'Startup moving into a 40-seat office in Hitech City.'],
  [5, 6, 'done', 9, 'Transporter network wants Diwali hampers for 150 drivers.'],
];
