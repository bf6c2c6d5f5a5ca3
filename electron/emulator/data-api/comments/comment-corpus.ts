// What the generated commenters say and who they are: ordinary praise and questions, links, emoji, Arabic and
// Hebrew (right to left), other languages, very long comments, and the obvious spam a moderation queue is for.

export const AUTHOR_HANDLES: readonly string[] = [
  '@mariasilva',
  '@kenji.tanaka',
  '@lightleaks',
  '@framebyframe',
  '@colorist_jo',
  '@daniel-ortiz',
  '@priya.codes',
  '@grainandglow',
  '@ahmed.alfarsi',
  '@noa.levi',
  '@sofia_m',
  '@tomasz.k',
  '@audioandy',
  '@b-roll-betty',
  '@studio.sam',
  '@gaffer_greg',
  '@lena.photo',
  '@mohammed.rahimi',
  '@yael.cohen',
  '@chris_edits',
  '@ana.luisa',
  '@weekendvlogs',
  '@olumide',
  '@mei.lin',
  '@jan.novak',
  '@rachel.makes',
  '@fatima.zahra',
  '@itai.ben',
  '@kofi.mensah',
  '@pixelpeeper',
  '@hana.sato',
  '@luca.romano',
  '@emma.writes',
  '@camera_carl',
  '@ivana.p',
  '@lukas.weber',
  '@nadia.h',
  '@oren.shapiro',
  '@zainab.k',
  '@paulo.reis',
  '@sunita.r',
  '@max.mueller',
  '@chloe.dubois',
  '@ravi.teja',
  '@ingrid.n',
  '@sami.haddad',
  '@leah.goldberg',
  '@victor.h',
  '@amelia.r',
  '@diego.f',
  '@nobody.special',
  '@قناة.الإبداع',
  '@סטודיו.אור',
  '@sarah.j',
  '@tyler.b',
  '@yuki.m',
  '@omar.s',
  '@miriam.k',
  '@ben.c',
  '@nina.v',
  '@alex.t',
  '@grace.w',
  '@hugo.l',
];

export const PLAIN_COMMENTS: readonly string[] = [
  'This is exactly the video I needed today. Thank you!',
  'The lighting in this one is gorgeous.',
  'What lens are you using for the close-ups?',
  'Been following since 2021 and the quality keeps going up.',
  'Could you do a follow-up on audio? My room echoes terribly.',
  'Timestamp for the color part: 4:12',
  'I tried this setup and it actually works on a budget. Great tips.',
  'The B-roll at 2:30 is so satisfying.',
  'Subtitles would help a lot, my English is not so good.',
  'Honest question: is the key light too close? Looks a bit hot on the forehead.',
  'Watched twice. Taking notes this time.',
  'Love the calm pace of your videos.',
  'How long did this take to edit?',
  'First time here, instantly subscribed.',
  'The part about bouncing light off the ceiling blew my mind.',
  'Any plans for a live Q&A?',
  'I disagree about the 180° shutter rule for this kind of content, but nice video.',
  'Can you share the LUT?',
  'Your cat in the background at 6:45 😂',
  'Great video, but the music is a bit loud over the voice.',
];

export const EMOJI_COMMENTS: readonly string[] = [
  '🔥🔥🔥',
  'Absolutely beautiful 😍🎬',
  'This made my day ☀️🙌',
  '👏👏👏 masterclass',
  'Saving this for later 📌',
  'The transition at 3:10 🤯',
  '❤️ from Brazil 🇧🇷',
  'Team natural light 🌤️ forever',
  '🎧 audio nerd approves',
  'Me at 2am editing: 🧟‍♂️',
];

export const RTL_COMMENTS: readonly string[] = [
  'فيديو رائع! شكرا على الشرح الواضح.',
  'ما هي الكاميرا التي تستخدمها؟',
  'أحببت الإضاءة في هذا المقطع كثيراً 👏',
  'هل يمكنك عمل فيديو عن تصحيح الألوان؟',
  'سرتון מעולה, תודה רבה!',
  'איזו מצלמה אתה משתמש?',
  'התאורה פה פשוט מושלמת 😍',
  'אפשר בבקשה כתוביות בעברית?',
  'Mixed: שלום and مرحبا in one comment, with English around them.',
];

export const OTHER_LANGUAGE_COMMENTS: readonly string[] = [
  '¡Qué buen video! Me encanta la iluminación.',
  'Sehr hilfreich, danke für die Mühe!',
  'この動画、本当に勉強になりました。',
  'Merci pour ces conseils, très clair.',
  'Ótimo vídeo, parabéns pelo trabalho!',
  'Дуже корисне відео, дякую!',
  '정말 유익한 영상이에요!',
  'Video yang sangat membantu, terima kasih.',
];

export const LINK_COMMENTS: readonly string[] = [
  'I wrote up my own notes on this here: https://example.com/notes/lighting-basics',
  'The manual for that light is at https://example.org/manuals/key-light.pdf if anyone needs it.',
  'Related talk worth watching: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'Source for the color science claim? https://en.wikipedia.org/wiki/Color_grading',
];

export const SPAM_COMMENTS: readonly string[] = [
  'I made $5,000 in one week with crypto!!! DM me on Telegram @quickcash_bot 💰💰💰',
  'FREE GIFT CARDS click here >>> http://free-giftcards.example/claim?ref=8812',
  'Check out MY channel, I post better videos every day!!! Sub4sub 🙏🙏',
  'Hot singles in your area 😘 http://dating-spam.example',
  "Congratulations! You've been selected as a winner 🎁 Contact WhatsApp +1 555 0100 to claim.",
  'Buy 10,000 subscribers cheap!!! http://subs-for-sale.example',
  'Best investment advisor ever, she changed my life, search her name on Instagram 💸',
  'Thanks for watching, you are one of the winners, message me on Telegram to receive your prize 🎉',
];

const LONG_PARAGRAPHS: readonly string[] = [
  "I've been making videos for about three years now and I want to share what finally fixed my lighting, because this video touches on most of it but I think there's one more piece.",
  'First, the key light: I used to put it straight in front of me and wonder why everything looked flat. Moving it forty-five degrees to the side and a bit above eye level changed everything.',
  "Second, the fill. I don't own a second light, so I use a cheap white foam board on the other side. It costs almost nothing and it's honestly the best purchase I've made.",
  'Third, and this is the part people skip: turn off the overhead lights. Mixed color temperatures ruin skin tones and no amount of grading fully fixes it.',
  'Finally, backlight or a practical lamp in the background gives depth. Even a small warm lamp makes the frame feel like a real place instead of a wall.',
  "Anyway, thank you for making these. It's rare to find someone who explains the why and not just the what.",
];

export function longComment(paragraphs: number): string {
  const out: string[] = [];
  for (let i = 0; i < paragraphs; i += 1) out.push(LONG_PARAGRAPHS[i % LONG_PARAGRAPHS.length] as string);
  return out.join('\n\n');
}

export const OWNER_REPLIES: readonly string[] = [
  'Thanks so much! 🙏',
  "Great question: it's a 35mm prime, more in the next video.",
  'Glad it helped!',
  "Noted, I'll work on the audio mix.",
  'Yes! Follow-up is coming next month.',
  'شكراً جزيلاً!',
  'תודה רבה!',
];

export const VIEWER_REPLIES: readonly string[] = [
  'Same question here!',
  'Agreed 100%',
  '+1, would love this too',
  "I think it's the 35mm, he mentioned it in an older video.",
  'This 👆',
  'Try a foam board, it works wonders.',
];
