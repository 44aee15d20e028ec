import { sql } from 'kysely';
import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';

/**
 * Help centre, blog/news and feedback demo data (issue 17, decision 108), a fresh demo only: four
 * published articles (titles in all 25 languages, the text in EN, CN and AR), the help sections in
 * Chinese and Arabic (other languages show English), and two feedbacks in the operator's inbox:
 * the demo member's, answered (the answer is in their messages), and a visitor's, still open.
 */
const articles = [
  {
    slug: 'welcome-to-goldline',
    category: 'NEWS' as const,
    titles: {
      EN: 'Welcome to Goldline',
      CN: '欢迎来到 Goldline',
      TW: '歡迎來到 Goldline',
      MY: 'Goldline မှ ကြိုဆိုပါသည်',
      JA: 'Goldline へようこそ',
      KO: 'Goldline에 오신 것을 환영합니다',
      TH: 'ยินดีต้อนรับสู่ Goldline',
      VI: 'Chào mừng đến với Goldline',
      ID: 'Selamat datang di Goldline',
      MS: 'Selamat datang ke Goldline',
      KM: 'សូមស្វាគមន៍មកកាន់ Goldline',
      LO: 'ຍິນດີຕ້ອນຮັບສູ່ Goldline',
      HI: 'Goldline में आपका स्वागत है',
      BN: 'Goldline-এ স্বাগতম',
      NE: 'Goldline मा स्वागत छ',
      TA: 'Goldline-க்கு வரவேற்கிறோம்',
      TY: 'Maligayang pagdating sa Goldline',
      ES: 'Bienvenido a Goldline',
      PT: 'Bem-vindo à Goldline',
      FR: 'Bienvenue sur Goldline',
      RU: 'Добро пожаловать в Goldline',
      TR: "Goldline'a hoş geldiniz",
      AR: 'مرحبًا بك في Goldline',
      FA: 'به Goldline خوش آمدید',
      UR: 'Goldline میں خوش آمدید',
    },
    summaries: {
      EN: 'What you can play, how deposits and withdrawals work, and where to ask for help.',
      CN: '可以玩什么、存取款如何进行，以及在哪里寻求帮助。',
      AR: 'ما يمكنك لعبه، وكيف تتم الإيداعات والسحوبات، وأين تطلب المساعدة.',
    },
    contents: {
      EN:
        '<p>Goldline brings slots, live casino, lottery and our own provably fair originals to one account.</p>' +
        '<ul><li>Deposit from the wallet in the member centre.</li><li>Withdrawals are reviewed and paid to your bound bank account.</li>' +
        '<li>Questions? Open the help centre or send us feedback from the side menu.</li></ul>',
      CN:
        '<p>Goldline 将老虎机、真人娱乐场、彩票和可验证公平的自研游戏集中在一个账户中。</p>' +
        '<ul><li>在会员中心的钱包中存款。</li><li>取款经审核后支付到您绑定的银行账户。</li><li>有疑问？请在侧边菜单打开帮助中心或向我们发送反馈。</li></ul>',
      AR:
        '<p>يجمع Goldline ماكينات السلوت والكازينو المباشر واليانصيب وألعابنا الخاصة القابلة للتحقق من عدالتها في حساب واحد.</p>' +
        '<ul><li>أودِع من المحفظة في مركز الأعضاء.</li><li>تُراجع السحوبات وتُدفع إلى حسابك المصرفي المرتبط.</li><li>لديك سؤال؟ افتح مركز المساعدة أو أرسل لنا ملاحظاتك من القائمة الجانبية.</li></ul>',
    },
  },
  {
    slug: 'lottery-draws-every-five-minutes',
    category: 'NEWS' as const,
    titles: {
      EN: 'Lottery draws every five minutes',
      CN: '彩票每五分钟开奖一次',
      TW: '彩票每五分鐘開獎一次',
      MY: 'ထီကို ငါးမိနစ်တိုင်း ဖွင့်သည်',
      JA: '宝くじは5分ごとに抽選',
      KO: '5분마다 진행되는 복권 추첨',
      TH: 'ออกรางวัลลอตเตอรี่ทุกห้านาที',
      VI: 'Xổ số quay thưởng mỗi năm phút',
      ID: 'Undian lotere setiap lima menit',
      MS: 'Cabutan loteri setiap lima minit',
      KM: 'ការចាប់ឆ្នោតរៀងរាល់ប្រាំនាទី',
      LO: 'ອອກເລກລອດເຕີຣີທຸກໆຫ້ານາທີ',
      HI: 'हर पाँच मिनट में लॉटरी ड्रॉ',
      BN: 'প্রতি পাঁচ মিনিটে লটারির ড্র',
      NE: 'हरेक पाँच मिनेटमा चिट्ठा',
      TA: 'ஒவ்வொரு ஐந்து நிமிடத்திற்கும் லாட்டரி குலுக்கல்',
      TY: 'Bunutan ng lotto tuwing limang minuto',
      ES: 'Sorteos de lotería cada cinco minutos',
      PT: 'Sorteios da loteria a cada cinco minutos',
      FR: 'Tirages de loterie toutes les cinq minutes',
      RU: 'Розыгрыши лотереи каждые пять минут',
      TR: 'Her beş dakikada bir piyango çekilişi',
      AR: 'سحوبات اليانصيب كل خمس دقائق',
      FA: 'قرعه‌کشی بخت‌آزمایی هر پنج دقیقه',
      UR: 'ہر پانچ منٹ بعد لاٹری قرعہ اندازی',
    },
    summaries: {
      EN: 'Each draw is committed before betting closes and revealed after, so anyone can check it.',
      CN: '每期开奖结果在截止投注前承诺、截止后公布，任何人都可以核验。',
      AR: 'تُلتزم نتيجة كل سحب قبل إغلاق الرهانات وتُكشف بعده، ليتمكن أي شخص من التحقق منها.',
    },
    contents: {
      EN:
        '<p>The quick lotteries now draw every five minutes, around the clock.</p>' +
        '<p>Before betting on an issue closes we publish the hash of its seed; after the draw we reveal the seed, so the numbers can be recomputed on the fairness page.</p>',
      CN: '<p>快速彩票现在全天候每五分钟开奖一次。</p><p>每期截止投注前我们公布种子的哈希值，开奖后公开种子，您可以在公平性页面重新计算号码。</p>',
      AR: '<p>تُجرى سحوبات اليانصيب السريع الآن كل خمس دقائق على مدار الساعة.</p><p>قبل إغلاق الرهان على أي إصدار ننشر بصمة البذرة، وبعد السحب نكشف البذرة، فيمكن إعادة حساب الأرقام في صفحة العدالة.</p>',
    },
  },
  {
    slug: 'setting-your-own-limits',
    category: 'BLOG' as const,
    titles: {
      EN: 'Setting your own limits',
      CN: '为自己设定限额',
      TW: '為自己設定限額',
      MY: 'ကိုယ်ပိုင် ကန့်သတ်ချက်များ သတ်မှတ်ခြင်း',
      JA: '自分で上限を決める',
      KO: '나만의 한도 정하기',
      TH: 'กำหนดขีดจำกัดของคุณเอง',
      VI: 'Tự đặt giới hạn cho mình',
      ID: 'Menetapkan batas Anda sendiri',
      MS: 'Menetapkan had anda sendiri',
      KM: 'កំណត់ដែនកំណត់ផ្ទាល់ខ្លួន',
      LO: 'ກຳນົດຂີດຈຳກັດຂອງທ່ານເອງ',
      HI: 'अपनी सीमाएँ खुद तय करें',
      BN: 'নিজের সীমা নিজে ঠিক করুন',
      NE: 'आफ्नै सीमा तोक्नुहोस्',
      TA: 'உங்கள் வரம்புகளை நீங்களே அமையுங்கள்',
      TY: 'Pagtatakda ng sarili mong limitasyon',
      ES: 'Pon tus propios límites',
      PT: 'Defina os seus próprios limites',
      FR: 'Fixer ses propres limites',
      RU: 'Установите собственные лимиты',
      TR: 'Kendi limitlerinizi belirleyin',
      AR: 'ضع حدودك بنفسك',
      FA: 'محدودیت‌های خودتان را تعیین کنید',
      UR: 'اپنی حدیں خود مقرر کریں',
    },
    summaries: {
      EN: 'Deposit, loss and time limits, and why a raise waits a day.',
      CN: '存款、亏损和时间限额，以及为什么提高限额要等一天。',
      AR: 'حدود الإيداع والخسارة والوقت، ولماذا ينتظر رفع الحد يومًا.',
    },
    contents: {
      EN:
        '<p>Play is entertainment. Decide before you play how much money and time it is worth to you.</p>' +
        '<p>Lowering a limit applies at once; raising one waits 24 hours, so the decision is made with a cool head.</p>' +
        '<p>If you need a break, a time-out or self-exclusion stops logins, bets and deposits for the period you choose.</p>',
      CN: '<p>游戏是娱乐。开始之前先决定它值得花多少钱和时间。</p><p>降低限额立即生效；提高限额需等待 24 小时，让决定在冷静时做出。</p><p>如需休息，暂停或自我排除会在您选择的期间内停止登录、投注和存款。</p>',
      AR: '<p>اللعب ترفيه. قرّر قبل أن تلعب كم يستحق من المال والوقت.</p><p>يُطبَّق خفض الحد فورًا؛ أما رفعه فينتظر 24 ساعة ليُتخذ القرار بهدوء.</p><p>إذا احتجت إلى استراحة، فإن الإيقاف المؤقت أو الاستبعاد الذاتي يوقف تسجيل الدخول والرهانات والإيداعات طوال المدة التي تختارها.</p>',
    },
  },
  {
    slug: 'how-provably-fair-works',
    category: 'BLOG' as const,
    titles: {
      EN: 'How provably fair works',
      CN: '可验证公平是如何运作的',
      TW: '可驗證公平如何運作',
      MY: 'သက်သေပြနိုင်သော တရားမျှတမှု အလုပ်လုပ်ပုံ',
      JA: '証明可能な公平性の仕組み',
      KO: '증명 가능한 공정성의 원리',
      TH: 'ระบบพิสูจน์ความยุติธรรมทำงานอย่างไร',
      VI: 'Cơ chế công bằng có thể kiểm chứng',
      ID: 'Cara kerja provably fair',
      MS: 'Cara provably fair berfungsi',
      KM: 'របៀបដែលភាពយុត្តិធម៌អាចផ្ទៀងផ្ទាត់បានដំណើរការ',
      LO: 'ຄວາມຍຸດຕິທຳທີ່ພິສູດໄດ້ເຮັດວຽກແນວໃດ',
      HI: 'प्रमाणित निष्पक्षता कैसे काम करती है',
      BN: 'প্রমাণযোগ্য ন্যায্যতা কীভাবে কাজ করে',
      NE: 'प्रमाणित निष्पक्षता कसरी काम गर्छ',
      TA: 'நிரூபிக்கக்கூடிய நேர்மை எப்படி செயல்படுகிறது',
      TY: 'Paano gumagana ang provably fair',
      ES: 'Cómo funciona el juego demostrablemente justo',
      PT: 'Como funciona o jogo comprovadamente justo',
      FR: "Comment fonctionne l'équité prouvable",
      RU: 'Как работает доказуемая честность',
      TR: 'Kanıtlanabilir adalet nasıl çalışır',
      AR: 'كيف تعمل العدالة القابلة للإثبات',
      FA: 'انصاف اثبات‌پذیر چگونه کار می‌کند',
      UR: 'قابلِ ثبوت انصاف کیسے کام کرتا ہے',
    },
    summaries: {
      EN: 'Server seed, client seed and nonce: check any round of our originals yourself.',
      CN: '服务器种子、客户端种子和随机数：自己核验任何一局自研游戏。',
      AR: 'بذرة الخادم وبذرة العميل والرقم الفريد: تحقّق بنفسك من أي جولة في ألعابنا الخاصة.',
    },
    contents: {
      EN:
        '<p>Before you bet, we show the SHA-256 hash of a secret server seed. Your client seed and a counting nonce are mixed in with HMAC-SHA256 to produce each result.</p>' +
        '<p>When you rotate the seed, the old server seed is revealed: hash it and compare, then recompute every round on the fairness page.</p>',
      CN: '<p>投注前我们会显示秘密服务器种子的 SHA-256 哈希值。您的客户端种子和递增的随机数通过 HMAC-SHA256 混合生成每一局结果。</p><p>更换种子后旧的服务器种子会被公开：计算其哈希并比对，然后在公平性页面重新计算每一局。</p>',
      AR: '<p>قبل أن تراهن نعرض بصمة SHA-256 لبذرة خادم سرية. تُمزج بذرة العميل الخاصة بك ورقم متزايد باستخدام HMAC-SHA256 لإنتاج كل نتيجة.</p><p>عند تبديل البذرة تُكشف بذرة الخادم القديمة: احسب بصمتها وقارنها، ثم أعد حساب كل جولة في صفحة العدالة.</p>',
    },
  },
];

/** The help sections of seed.ts in Chinese and Arabic; other languages fall back to English. */
const helpTranslations = [
  {
    lang: 'CN' as const,
    sections: [
      [
        'terms',
        '条款与条件',
        '<p>您必须年满 18 岁才能开户。每人限一个账户。投注一经确认即为最终结果。我们可能暂停用于欺诈、滥用红利或串通的账户。</p>',
      ],
      [
        'responsible-gaming',
        '负责任博彩',
        '<p>博彩应当是娱乐，而不是赚钱的方式。请设定限额、适时休息，不要追逐亏损。如需设定存款限额或自我排除，请联系客服。</p>',
      ],
      [
        'faq',
        '常见问题',
        '<p><b>如何存款？</b>在会员中心打开钱包。</p><p><b>忘记密码怎么办？</b>在登录窗口使用“忘记密码”，可通过手机或电子邮件找回。</p>',
      ],
    ],
  },
  {
    lang: 'AR' as const,
    sections: [
      [
        'terms',
        'الشروط والأحكام',
        '<p>يجب أن يكون عمرك 18 عامًا أو أكثر لفتح حساب. حساب واحد لكل شخص. تصبح الرهانات نهائية بمجرد تأكيدها. قد نعلّق الحسابات المستخدمة في الاحتيال أو إساءة استخدام المكافآت أو التواطؤ.</p>',
      ],
      [
        'responsible-gaming',
        'اللعب المسؤول',
        '<p>يجب أن تكون المقامرة ترفيهًا لا وسيلة لكسب المال. ضع حدودًا، وخذ فترات راحة، ولا تطارد خسائرك. تواصل مع خدمة العملاء لوضع حدود للإيداع أو لاستبعاد نفسك.</p>',
      ],
      [
        'faq',
        'الأسئلة الشائعة',
        '<p><b>كيف أودِع؟</b> افتح المحفظة من مركز الأعضاء.</p><p><b>نسيت كلمة المرور.</b> استخدم "نسيت كلمة المرور" في نافذة تسجيل الدخول، عبر الهاتف أو البريد الإلكتروني.</p>',
      ],
    ],
  },
];

export async function seedCommsDemo(
  db: Db,
  s: Pick<AppServices, 'blog' | 'helpAdmin' | 'feedback' | 'memberRecords'>,
): Promise<void> {
  for (const article of articles) await s.blog.create(null, { ...article, published: true });
  for (const { lang, sections } of helpTranslations) {
    for (const [sort, [id, title, content]] of sections.entries()) {
      await s.helpAdmin.save(null, { id: id!, lang }, { sort, title: title!, content: content! });
    }
  }

  const demo = await s.memberRecords.findByUsername('demo');
  const asked = await s.feedback.record(
    { type: 1, content: 'My deposit by bank transfer took an hour to arrive. Is that normal?' },
    { ip: '127.0.0.1', memberId: demo?.id ?? null },
  );
  await s.feedback.record(
    { type: 6, content: 'I run a small gaming community and would like to become an agent.' },
    { ip: '198.51.100.7', memberId: null },
  );
  // No service looks operators up by name (as seed-loyalty.ts does).
  const op = await sql<{ id: string }>`SELECT id FROM operators WHERE username = 'operator'`.execute(db);
  const operatorId = op.rows[0]?.id;
  if (operatorId) {
    await s.feedback.answer(
      operatorId,
      asked.id,
      'Bank transfers are credited once the bank confirms them, usually within an hour. Gateway deposits arrive at once.',
      '127.0.0.1',
    );
  }
}
