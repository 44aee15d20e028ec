import type { Db } from '../db/database.ts';
import type { Localized } from '../db/schema-catalogue.ts';
import type { AdminContentService } from '../modules/content/admin-content.service.ts';
import { demoBannerText } from './banner-text.ts';

/**
 * Demo banners and announcements (called by seedDemoIfEmpty, so only on an empty database), in EN,
 * CN and MY. They go through the content service and the same sanitiser as the operator's own.
 */
const banners: {
  imageUrl: string;
  linkage: string;
  alt: Localized;
}[] = [
  {
    imageUrl: '/banners/welcome.svg',
    linkage: '/rng?vassalage=INHOUSE',
    alt: {
      EN: 'Welcome to Goldline: play the Goldline Originals',
      CN: '欢迎来到 Goldline：畅玩 Goldline 原创游戏',
      MY: 'Goldline မှ ကြိုဆိုပါတယ် - Goldline Originals ဂိမ်းများကို ကစားလိုက်ပါ',
    },
  },
  {
    imageUrl: '/banners/originals.svg',
    linkage: '/seamless?gameCode=crash',
    alt: {
      EN: 'Crash: cash out before the rocket flies away',
      CN: '飞涨：在火箭飞走之前及时兑现',
      MY: 'Crash - ဒုံးပျံ ပျံမသွားခင် ငွေထုတ်ယူလိုက်ပါ',
    },
  },
  {
    imageUrl: '/banners/fair.svg',
    // The verifier itself, where "check every round yourself" can be done.
    linkage: '/fairness',
    alt: {
      EN: 'Provably fair: check every round yourself',
      CN: '可验证公平：每一局都可以亲自验证',
      MY: 'သက်သေပြနိုင်သော တရားမျှတမှု - ပွဲတိုင်းကို သင်ကိုယ်တိုင် စစ်ဆေးနိုင်ပါတယ်',
    },
  },
];

interface DemoAnnouncement {
  type: 'PL' | 'PU' | 'PR' | 'H';
  execution: 'A' | 'B' | null;
  titles: Localized;
  contents: Localized;
}

const announcements: DemoAnnouncement[] = [
  {
    type: 'H',
    execution: null,
    titles: {
      EN: 'New at Goldline: six Originals — Crash, Dice, Mines, Limbo, Plinko and Golden Reels.',
      CN: 'Goldline 新上线：六款原创游戏——飞涨、骰子、扫雷、林波、弹珠和黄金转轴。',
      MY: 'Goldline တွင် အသစ် - Crash၊ Dice၊ Mines၊ Limbo၊ Plinko နှင့် Golden Reels ဟူသော Originals ဂိမ်း ခြောက်မျိုး။',
    },
    contents: {
      EN: '<p>Six games made in house, every round provably fair. Find them under <b>Originals</b>.</p>',
      CN: '<p>六款自主研发的游戏，每一局都可验证公平。请在<b>原创游戏</b>中找到它们。</p>',
      MY: '<p>ကိုယ်တိုင်ဖန်တီးထားသော ဂိမ်းခြောက်မျိုး၊ ပွဲတိုင်း တရားမျှတကြောင်း သက်သေပြနိုင်ပါတယ်။ <b>Originals</b> အောက်တွင် ရှာဖွေပါ။</p>',
    },
  },
  {
    type: 'H',
    execution: null,
    titles: {
      EN: 'Play responsibly: set a deposit limit or take a break at any time through customer service.',
      CN: '理性娱乐：您可随时通过客服设置存款限额或暂停账户。',
      MY: 'တာဝန်သိစွာ ကစားပါ - ငွေသွင်းကန့်သတ်ချက် သတ်မှတ်ရန် သို့မဟုတ် ခေတ္တနားရန် ဖောက်သည်ဝန်ဆောင်မှုကို အချိန်မရွေး ဆက်သွယ်ပါ။',
    },
    contents: {
      EN: '<p>Gambling should stay fun. Customer service can set limits or pause your account whenever you ask.</p>',
      CN: '<p>娱乐应当保持轻松。只要您提出，客服随时可以为您设置限额或暂停账户。</p>',
      MY: '<p>လောင်းကစားသည် ပျော်စရာအဖြစ်သာ ရှိသင့်ပါတယ်။ သင်တောင်းဆိုသည့်အခါတိုင်း ဖောက်သည်ဝန်ဆောင်မှုက ကန့်သတ်ချက်များ သတ်မှတ်ပေးခြင်း သို့မဟုတ် အကောင့်ကို ခေတ္တရပ်ပေးခြင်း ပြုလုပ်ပေးနိုင်ပါတယ်။</p>',
    },
  },
  {
    type: 'PL',
    execution: null,
    titles: {
      EN: 'Goldline Originals are live',
      CN: 'Goldline 原创游戏正式上线',
      MY: 'Goldline Originals ဂိမ်းများ စတင်ပါပြီ',
    },
    contents: {
      EN:
        '<p>Our own games are here, with a 99% return to player on most of them:</p>' +
        '<ul><li><b>Crash</b>: watch the multiplier climb and cash out before it crashes.</li>' +
        '<li><b>Dice</b> and <b>Limbo</b>: choose your odds, one click per round.</li>' +
        '<li><b>Mines</b>: reveal safe tiles, stop whenever you like.</li>' +
        '<li><b>Plinko</b>: drop the ball and watch it bounce to a multiplier.</li>' +
        '<li><b>Golden Reels</b>: a 20-line slot with free spins.</li></ul>' +
        '<p>Every Original can be tried in free play first.</p>',
      CN:
        '<p>我们的自研游戏来了，大部分游戏的返还率高达 99%：</p>' +
        '<ul><li><b>飞涨</b>：看着倍数攀升，在崩盘前及时兑现。</li>' +
        '<li><b>骰子</b>和<b>林波</b>：自选赔率，一键一局。</li>' +
        '<li><b>扫雷</b>：翻开安全格子，随时可以停手。</li>' +
        '<li><b>弹珠</b>：放下小球，看它弹落到哪个倍数。</li>' +
        '<li><b>黄金转轴</b>：20 线老虎机，带免费旋转。</li></ul>' +
        '<p>每款原创游戏都可以先免费试玩。</p>',
      MY:
        '<p>ကျွန်ုပ်တို့ကိုယ်ပိုင် ဂိမ်းများ ရောက်ရှိလာပါပြီ၊ အများစုမှာ ကစားသူသို့ ပြန်ပေးနှုန်း 99% ရှိပါတယ်:</p>' +
        '<ul><li><b>Crash</b>: မြှောက်ကိန်း တက်လာတာကို ကြည့်ပြီး မပေါက်ကွဲခင် ငွေထုတ်ယူပါ။</li>' +
        '<li><b>Dice</b> နှင့် <b>Limbo</b>: သင့်အခွင့်အလမ်းကို ရွေးပါ၊ တစ်ပွဲလျှင် တစ်ချက်နှိပ်ရုံပါပဲ။</li>' +
        '<li><b>Mines</b>: လုံခြုံသော အကွက်များကို ဖွင့်ပါ၊ ကြိုက်သည့်အချိန် ရပ်နိုင်ပါတယ်။</li>' +
        '<li><b>Plinko</b>: ဘောလုံးကို ချလိုက်ပြီး မြှောက်ကိန်းတစ်ခုဆီ ခုန်ဆင်းသွားတာကို ကြည့်ပါ။</li>' +
        '<li><b>Golden Reels</b>: အခမဲ့လှည့်ခြင်းပါသော လိုင်း 20 စလော့ဂိမ်း။</li></ul>' +
        '<p>Original ဂိမ်းတိုင်းကို အခမဲ့ အရင်စမ်းကစားနိုင်ပါတယ်။</p>',
    },
  },
  {
    type: 'PL',
    execution: null,
    titles: {
      EN: 'Provably fair, explained',
      CN: '什么是可验证公平',
      MY: 'သက်သေပြနိုင်သော တရားမျှတမှု ဆိုတာ',
    },
    contents: {
      EN:
        '<p>Before each round we commit to a hidden server seed by showing its hash. Your own client seed and a ' +
        'counter are combined with it to decide the result.</p>' +
        '<p>When you change seeds, the old server seed is revealed, so you can recompute every past result and ' +
        'confirm nothing was changed after your bet.</p>',
      CN:
        '<p>每局开始前，我们会公布隐藏服务器种子的哈希值作为承诺。结果由该种子、您自己的客户端种子和一个计数器共同决定。</p>' +
        '<p>更换种子时，旧的服务器种子会被公开，您可以重新计算以往每一局的结果，确认下注后没有任何改动。</p>',
      MY:
        '<p>ပွဲတိုင်းမစမီ ဝှက်ထားသော server seed ၏ hash ကို ပြသခြင်းဖြင့် ကျွန်ုပ်တို့ ကတိပြုပါတယ်။ ရလဒ်ကို ၎င်းနှင့် ' +
        'သင့်ကိုယ်ပိုင် client seed နှင့် ရေတွက်ကိန်းတို့ ပေါင်းစပ်၍ ဆုံးဖြတ်ပါတယ်။</p>' +
        '<p>seed ပြောင်းလဲသည့်အခါ server seed အဟောင်းကို ထုတ်ပြန်ပေးသဖြင့် ယခင်ရလဒ်တိုင်းကို ပြန်လည်တွက်ချက်ပြီး ' +
        'သင်လောင်းပြီးနောက် ဘာမှ မပြောင်းလဲကြောင်း အတည်ပြုနိုင်ပါတယ်။</p>',
    },
  },
  {
    type: 'PL',
    execution: null,
    titles: {
      EN: 'Keep your account safe',
      CN: '保护好您的账户',
      MY: 'သင့်အကောင့်ကို လုံခြုံအောင် ထားပါ',
    },
    contents: {
      EN:
        '<p>Set a payment password in the Security Centre before your first withdrawal, and never share SMS or ' +
        'e-mail codes with anyone — our staff will never ask for them.</p>',
      CN: '<p>请在首次提款前于安全中心设置支付密码，切勿向任何人透露短信或邮箱验证码——我们的工作人员绝不会向您索取。</p>',
      MY:
        '<p>ပထမဆုံး ငွေထုတ်ခြင်းမပြုမီ လုံခြုံရေးစင်တာတွင် ငွေပေးချေမှု စကားဝှက် သတ်မှတ်ပါ။ SMS သို့မဟုတ် အီးမေးလ် ကုဒ်များကို ' +
        'မည်သူ့ကိုမျှ မမျှဝေပါနှင့် - ကျွန်ုပ်တို့ဝန်ထမ်းများက ဘယ်တော့မှ မတောင်းပါ။</p>',
    },
  },
  {
    type: 'PU',
    execution: 'B',
    titles: {
      EN: 'New here? Try before you deposit',
      CN: '初次光临？先试玩再存款',
      MY: 'ဒီမှာ အသစ်လား? ငွေမသွင်းခင် စမ်းကစားကြည့်ပါ',
    },
    contents: {
      EN:
        '<p>Every Goldline Original has a free-play mode with play money. Register in under a minute when you are ' +
        'ready to play for real.</p>',
      CN: '<p>每款 Goldline 原创游戏都提供使用虚拟币的免费试玩模式。准备好真实游戏时，不到一分钟即可完成注册。</p>',
      MY:
        '<p>Goldline Original ဂိမ်းတိုင်းတွင် ကစားငွေဖြင့် အခမဲ့ကစားနိုင်သော မုဒ် ရှိပါတယ်။ ငွေအစစ်ဖြင့် ကစားရန် ' +
        'အဆင်သင့်ဖြစ်သည့်အခါ တစ်မိနစ်အတွင်း စာရင်းသွင်းနိုင်ပါတယ်။</p>',
    },
  },
  {
    type: 'PU',
    execution: 'A',
    titles: {
      EN: 'New: Favourites and Recently played',
      CN: '新功能：收藏与最近游戏',
      MY: 'အသစ် - အကြိုက်ဆုံးများ နှင့် မကြာသေးမီက ကစားခဲ့သည်များ',
    },
    contents: {
      EN:
        '<p>Tap the heart on any game to keep it one click away, and find the games you played last under ' +
        '<b>Recent</b>.</p>',
      CN: '<p>点击任意游戏上的爱心即可收藏，一键直达；最近玩过的游戏可在<b>最近游戏</b>中找到。</p>',
      MY:
        '<p>မည်သည့်ဂိမ်းပေါ်ရှိ နှလုံးပုံကိုမဆို နှိပ်၍ တစ်ချက်နှိပ်ရုံဖြင့် ပြန်ရောက်နိုင်အောင် သိမ်းထားပါ။ နောက်ဆုံးကစားခဲ့သော ' +
        'ဂိမ်းများကို <b>မကြာသေးမီ</b> အောက်တွင် ရှာပါ။</p>',
    },
  },
  {
    type: 'PR',
    execution: null,
    titles: {
      EN: 'Originals launch week',
      CN: '原创游戏上线周',
      MY: 'Originals စတင်မိတ်ဆက်သည့် အပတ်',
    },
    contents: {
      EN:
        '<p>Play any Goldline Original this week: the biggest wins of the day are featured on the home-page ' +
        'winner board, with the player name masked.</p>',
      CN: '<p>本周畅玩任意 Goldline 原创游戏：每日最大赢奖将展示在首页赢家榜上，玩家名称会做隐藏处理。</p>',
      MY:
        '<p>ဤအပတ်အတွင်း Goldline Original ဂိမ်းတစ်ခုခုကို ကစားပါ - နေ့စဉ် အကြီးဆုံး အနိုင်ရမှုများကို ပင်မစာမျက်နှာရှိ ' +
        'အနိုင်ရသူ ဘုတ်တွင် ကစားသူအမည်ကို ဖုံးကွယ်၍ ဖော်ပြပါမည်။</p>',
    },
  },
];

export async function seedContentDemo(
  db: Db,
  s: { adminContent: Pick<AdminContentService, 'insertBanner' | 'insertAnnouncement'> },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [sort, b] of banners.entries()) {
      await s.adminContent.insertBanner(
        {
          groupName: 'w_home',
          imageUrl: b.imageUrl,
          linkage: b.linkage,
          linkageType: 'INTERNAL',
          alt: b.alt,
          headline: demoBannerText[sort]?.headline ?? {},
          cta: demoBannerText[sort]?.cta ?? {},
          sort,
          active: true,
        },
        trx,
      );
    }
    for (const [sort, a] of announcements.entries()) {
      await s.adminContent.insertAnnouncement(
        {
          type: a.type,
          execution: a.execution,
          titles: a.titles,
          contents: a.contents,
          images: [],
          sort,
          active: true,
          publishedAt: new Date(),
        },
        trx,
      );
    }
  });
}
