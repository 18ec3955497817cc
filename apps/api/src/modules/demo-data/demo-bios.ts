/**
 * Each demo creator's own bio and description, in the order of FIRST_NAMES (demo-people.ts):
 * written per person, so browse and the statistics drawer read like real profiles, not a template.
 */
export const DEMO_BIOS: readonly { bio: string; description: string }[] = [
  {
    bio: 'Show jumper with two young horses and an old schoolmaster who keeps us all honest.',
    description:
      'Course walks, warm-up ring nerves and what I wear from the yard to the prize-giving. Honest about the rails we have down.',
  },
  {
    bio: 'Dressage rider and personal trainer: strong core, quiet hands.',
    description:
      'Rider fitness you can do in a tack room, plus slow-motion clips of the movements I am still learning on my Hanoverian mare.',
  },
  {
    bio: 'Trail rider mapping bridleways across the Apennines, one pub stop at a time.',
    description:
      'Route guides with GPX files, saddle-bag packing lists and landscape photos taken from between two ears.',
  },
  {
    bio: 'Eventer and part-time teacher. Cross-country is my favourite classroom.',
    description:
      'I break down each phase of a one-day event for first-timers: dressage tests, course walks and the kit checklist I wish I had had.',
  },
  {
    bio: 'Barrel racer who does her make-up in the trailer mirror.',
    description:
      'Rodeo-weekend get-ready-with-me, sweat-proof beauty tested in Texas heat, and the pattern drills that shaved a second off our times.',
  },
  {
    bio: 'Polo player and cook. Asado after every chukka.',
    description:
      'Recipes for a hungry barn crew, pony nutrition notes from our vet and the occasional mallet-repair tutorial.',
  },
  {
    bio: 'Western pleasure rider. My horse is calmer than I am, and it shows on camera.',
    description:
      'Short sketches about show-day chaos, slow-jog outtakes and the very serious business of choosing a saddle pad colour.',
  },
  {
    bio: 'Vaulter and illustrator: I draw what I practise on the barrel.',
    description:
      'Time-lapse sketches of vaulting figures, photo series from competitions and the lunger who makes it all possible.',
  },
  {
    bio: 'Pony club coach and mum of three riders under ten.',
    description:
      'Rally lesson plans, safe first ponies, and how to get small people to muck out without bribery (mostly).',
  },
  {
    bio: 'Vet student riding endurance on weekends, revising on the long trots.',
    description:
      'Vet-gate routines, electrolyte experiments and study-week schedules for student riders on a tight budget.',
  },
  {
    bio: 'Show jumper with a playlist for every course.',
    description:
      'What I listen to in the warm-up ring, travel diaries from shows abroad and the rhythm drills that fixed my distances.',
  },
  {
    bio: 'Dressage rider with an eye for tailoring.',
    description:
      'Competition outfits that fit, boutique yards worth the trip, and a long-running series on fixing second-hand show jackets.',
  },
  {
    bio: 'Trail rider who believes the best barn jacket is the one you already own.',
    description: 'Mending, re-proofing and styling the same outdoor kit through four seasons of weekend rides.',
  },
  {
    bio: 'Eventer back in the saddle after a shoulder operation.',
    description:
      'Rehab exercises cleared by my physio, the gym work that got me jumping again and weekly progress clips with my gelding.',
  },
  {
    bio: 'Barrel racer and photographer, shooting rodeos from the rail.',
    description: 'Action photos, camera settings for dusty arenas, and road trips between rodeos across the Southwest.',
  },
  {
    bio: 'Show-jumping coach for beginners.',
    description:
      'Courses explained in a minute, grid-work basics and how a first show day actually runs, for anyone curious about the sport.',
  },
  {
    bio: 'Dressage rider with a weakness for polished boots and good leather.',
    description: 'Show-day plaiting, saddle care before a test and the skincare that survives a week of outdoor shows.',
  },
  {
    bio: 'Dressage rider and trainee nutritionist.',
    description:
      'Meal prep for training days, what riders eat between tests and the feed-room bucket routine for my Friesian.',
  },
  {
    bio: 'Pony club coach. Professional at falling off gracefully.',
    description:
      'Funny rally moments, bloopers from mounted games and kind tips for nervous children and their even more nervous parents.',
  },
  {
    bio: 'Endurance rider and landscape photographer.',
    description:
      'Sunrise starts on 80 km rides, photo essays from the trail and the camera kit that survives a day in a saddle bag.',
  },
  {
    bio: 'Show jumper and mother of a pony-mad toddler.',
    description:
      'Riding around nap times, first lead-rein lessons and keeping a competition horse fit on four rides a week.',
  },
  {
    bio: 'Dressage rider studying sports science at university.',
    description: 'Rider biomechanics explained with simple drills, and how I fit training around lectures and exams.',
  },
  {
    bio: 'Trail rider and fiddle player.',
    description:
      'Campfire tunes after long rides, packing guides for multi-day trips and the horses we meet on the way.',
  },
  {
    bio: 'Eventer with a taste for good hotels near good courses.',
    description:
      'Weekend trips built around three-day events: where to stay, what to wear on course walks and which cross-country fences to watch.',
  },
  {
    bio: 'Show jumper and stylist.',
    description:
      'Show-jacket fashion for everyday wear, arena-to-town outfits and behind-the-scenes at our family yard.',
  },
  {
    bio: 'Show jumper and strength coach.',
    description:
      'The conditioning plan for a season of shows, for rider and horse, and clips from Grand Prix days on grass.',
  },
  {
    bio: 'Dressage rider road-tripping to every breed show in the Midwest.',
    description: 'Show-ground guides, photo diaries and the truck-and-trailer checklist that has saved us twice.',
  },
  {
    bio: 'Dressage coach teaching balance to riders of every age.',
    description:
      'Step-by-step figures for beginners, safety first, and the science of why a good seat makes better riders.',
  },
  {
    bio: 'Pony club coach with a soft spot for bathing greys.',
    description:
      'Turn-out tutorials, quarter marks and plaiting for inspection day, plus the products that actually get a grey horse white.',
  },
  {
    bio: 'Endurance rider and baker: flapjacks fuel the long rides.',
    description:
      'Trail snacks for riders, feeding plans for horses on 100 km days, and the crewing routine at every vet gate.',
  },
];
