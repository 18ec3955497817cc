/** The About Us page's copy (spec §1: story, 'What is…?', mission, founder, goals). */
export const ABOUT = {
  story: [
    'EquiCreators began at the edge of a riding arena, phone in hand. Our founder was filming training sessions and barn mornings, and found that thousands of people who had never touched a horse were watching.',
    'Brands noticed too, but finding the right riders took weeks of messages, and creators had no fair way to be found. EquiCreators was built to fix both sides: one place where equestrian creators are seen, and where brands can work with them properly.',
  ],
  whatIs:
    'EquiCreators is two things. A marketplace, where brands find, invite and hire equestrian content creators on Instagram, TikTok, YouTube and UGC for paid or gifted campaigns. And a club, where those creators meet, learn, travel to events and grow together.',
  founder: [
    'Our founder grew up between the tack room and the camera: a lifelong rider, then a content creator with an audience far beyond the horse world.',
    'Having learned the hard way how to turn a passion into partnerships, the founder now works one-to-one with new club members to help them grow, and keeps EquiCreators close to the yard it came from.',
  ],
  goals: [
    'Make equestrian creators a first choice for lifestyle, fashion and outdoor brands.',
    'Pay creators fairly and on time, for paid and gifted work alike.',
    'Open the equestrian world to people of every background.',
    'Put horse welfare first in every campaign we run.',
  ],
} as const;
