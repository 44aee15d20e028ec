import type { Translations } from '@goldline/contract/translations';

/**
 * The demo's VIP level names and points-mall goods (seed-loyalty.ts) in every site language but
 * English, which seed-loyalty.ts holds as the default (decision 115): a member reads them in their
 * own language. Order: the five levels (Bronze to Diamond), then the five goods as [name, description]
 * (coffee mug, earbuds, gift card, smart watch, tablet).
 */
type Goods5 = [[string, string], [string, string], [string, string], [string, string], [string, string]];
const rows: Record<string, { levels: [string, string, string, string, string]; goods: Goods5 }> = {
  CN: {
    levels: ['青铜', '白银', '黄金', '铂金', '钻石'],
    goods: [
      ['Goldline 咖啡杯', '金边陶瓷杯，350 毫升。'],
      ['蓝牙耳机', '附充电盒的无线耳机。'],
      ['50.00 礼品卡', '寄送到您地址的购物礼品卡。'],
      ['智能手表', '健身追踪、消息通知，续航一周。'],
      ['10 英寸平板电脑', '10 英寸平板电脑，64 GB。'],
    ],
  },
  TW: {
    levels: ['青銅', '白銀', '黃金', '白金', '鑽石'],
    goods: [
      ['Goldline 咖啡杯', '金邊陶瓷杯，350 毫升。'],
      ['藍牙耳機', '附充電盒的無線耳機。'],
      ['50.00 禮品卡', '寄送到您地址的購物禮品卡。'],
      ['智慧手錶', '健身追蹤、訊息通知，續航一週。'],
      ['10 吋平板電腦', '10 吋平板電腦，64 GB。'],
    ],
  },
  MY: {
    levels: ['ကြေးညို', 'ငွေ', 'ရွှေ', 'ပလက်တီနမ်', 'စိန်'],
    goods: [
      ['Goldline ကော်ဖီခွက်', 'ရွှေရောင်အနားသတ် ကြွေခွက်၊ 350 မီလီလီတာ။'],
      ['ဘလူးတုသ် နားကြပ်', 'အားသွင်းဘူးပါသော ကြိုးမဲ့နားကြပ်။'],
      ['50.00 လက်ဆောင်ကတ်', 'သင့်လိပ်စာသို့ ပို့ပေးမည့် ဈေးဝယ်လက်ဆောင်ကတ်။'],
      ['စမတ်နာရီ', 'ကျန်းမာရေး ခြေရာခံခြင်း၊ အသိပေးချက်များနှင့် တစ်ပတ်ခံ ဘက်ထရီ။'],
      ['10 လက်မ တက်ဘလက်', '10 လက်မ တက်ဘလက်၊ 64 GB။'],
    ],
  },
  JA: {
    levels: ['ブロンズ', 'シルバー', 'ゴールド', 'プラチナ', 'ダイヤモンド'],
    goods: [
      ['Goldline コーヒーマグ', '金縁の陶器マグ、350 ml。'],
      ['Bluetooth イヤホン', '充電ケース付きのワイヤレスイヤホン。'],
      ['50.00 ギフトカード', 'ご住所へお届けするショッピングギフトカード。'],
      ['スマートウォッチ', 'フィットネス記録、通知、1 週間持つバッテリー。'],
      ['10 インチタブレット', '10 インチのタブレット、64 GB。'],
    ],
  },
  KO: {
    levels: ['브론즈', '실버', '골드', '플래티넘', '다이아몬드'],
    goods: [
      ['Goldline 머그컵', '금테를 두른 세라믹 머그컵, 350ml.'],
      ['블루투스 이어폰', '충전 케이스가 포함된 무선 이어폰.'],
      ['50.00 기프트 카드', '주소로 보내 드리는 쇼핑 기프트 카드.'],
      ['스마트워치', '피트니스 추적, 알림, 일주일 지속되는 배터리.'],
      ['10인치 태블릿', '10인치 태블릿, 64GB.'],
    ],
  },
  TH: {
    levels: ['บรอนซ์', 'ซิลเวอร์', 'โกลด์', 'แพลทินัม', 'ไดมอนด์'],
    goods: [
      ['แก้วกาแฟ Goldline', 'แก้วเซรามิกขอบทอง 350 มล.'],
      ['หูฟังบลูทูธ', 'หูฟังไร้สายพร้อมเคสชาร์จ'],
      ['บัตรของขวัญ 50.00', 'บัตรของขวัญสำหรับช้อปปิ้ง ส่งถึงที่อยู่ของคุณ'],
      ['สมาร์ทวอทช์', 'ติดตามการออกกำลังกาย การแจ้งเตือน และแบตเตอรี่ที่ใช้ได้หนึ่งสัปดาห์'],
      ['แท็บเล็ต 10 นิ้ว', 'แท็บเล็ตขนาด 10 นิ้ว 64 GB'],
    ],
  },
  VI: {
    levels: ['Đồng', 'Bạc', 'Vàng', 'Bạch kim', 'Kim cương'],
    goods: [
      ['Cốc cà phê Goldline', 'Cốc sứ viền vàng, 350 ml.'],
      ['Tai nghe Bluetooth', 'Tai nghe không dây kèm hộp sạc.'],
      ['Thẻ quà tặng 50.00', 'Thẻ quà tặng mua sắm gửi đến địa chỉ của bạn.'],
      ['Đồng hồ thông minh', 'Theo dõi luyện tập, thông báo và pin dùng một tuần.'],
      ['Máy tính bảng 10 inch', 'Máy tính bảng 10 inch, 64 GB.'],
    ],
  },
  ID: {
    levels: ['Perunggu', 'Perak', 'Emas', 'Platinum', 'Berlian'],
    goods: [
      ['Mug kopi Goldline', 'Mug keramik berbingkai emas, 350 ml.'],
      ['Earbud Bluetooth', 'Earbud nirkabel dengan wadah pengisi daya.'],
      ['Kartu hadiah 50.00', 'Kartu hadiah belanja yang dikirim ke alamat Anda.'],
      ['Jam tangan pintar', 'Pelacak kebugaran, notifikasi, dan baterai tahan seminggu.'],
      ['Tablet 10 inci', 'Tablet 10 inci, 64 GB.'],
    ],
  },
  MS: {
    levels: ['Gangsa', 'Perak', 'Emas', 'Platinum', 'Berlian'],
    goods: [
      ['Mug kopi Goldline', 'Mug seramik berbingkai emas, 350 ml.'],
      ['Fon telinga Bluetooth', 'Fon telinga tanpa wayar dengan bekas pengecas.'],
      ['Kad hadiah 50.00', 'Kad hadiah membeli-belah yang dihantar ke alamat anda.'],
      ['Jam tangan pintar', 'Penjejakan kecergasan, pemberitahuan dan bateri tahan seminggu.'],
      ['Tablet 10 inci', 'Tablet 10 inci, 64 GB.'],
    ],
  },
  KM: {
    levels: ['សំរិទ្ធ', 'ប្រាក់', 'មាស', 'ប្លាទីន', 'ពេជ្រ'],
    goods: [
      ['កែវកាហ្វេ Goldline', 'កែវសេរ៉ាមិចមានគែមមាស 350 មីលីលីត្រ។'],
      ['កាស Bluetooth', 'កាសឥតខ្សែ មានប្រអប់សាកថ្ម។'],
      ['កាតអំណោយ 50.00', 'កាតអំណោយសម្រាប់ទិញទំនិញ ផ្ញើទៅអាសយដ្ឋានរបស់អ្នក។'],
      ['នាឡិកាឆ្លាតវៃ', 'តាមដានសុខភាពកាយ ការជូនដំណឹង និងថ្មប្រើបានមួយសប្តាហ៍។'],
      ['ថេប្លេត 10 អ៊ីញ', 'ថេប្លេត 10 អ៊ីញ 64 GB។'],
    ],
  },
  LO: {
    levels: ['ທອງສຳລິດ', 'ເງິນ', 'ຄຳ', 'ແພລທິນຳ', 'ເພັດ'],
    goods: [
      ['ຈອກກາເຟ Goldline', 'ຈອກເຊລາມິກຂອບຄຳ, 350 ມລ.'],
      ['ຫູຟັງ Bluetooth', 'ຫູຟັງໄຮ້ສາຍພ້ອມກ່ອງສາກ.'],
      ['ບັດຂອງຂວັນ 50.00', 'ບັດຂອງຂວັນຊື້ເຄື່ອງ ສົ່ງຫາທີ່ຢູ່ຂອງທ່ານ.'],
      ['ໂມງອັດສະລິຍະ', 'ຕິດຕາມການອອກກຳລັງກາຍ, ການແຈ້ງເຕືອນ ແລະ ແບັດເຕີຣີໃຊ້ໄດ້ໜຶ່ງອາທິດ.'],
      ['ແທັບເລັດ 10 ນິ້ວ', 'ແທັບເລັດ 10 ນິ້ວ, 64 GB.'],
    ],
  },
  HI: {
    levels: ['कांस्य', 'रजत', 'स्वर्ण', 'प्लैटिनम', 'हीरा'],
    goods: [
      ['Goldline कॉफ़ी मग', 'सुनहरे किनारे वाला सिरेमिक मग, 350 मि.ली.।'],
      ['ब्लूटूथ ईयरबड्स', 'चार्जिंग केस के साथ वायरलेस ईयरबड्स।'],
      ['50.00 का गिफ़्ट कार्ड', 'आपके पते पर भेजा जाने वाला शॉपिंग गिफ़्ट कार्ड।'],
      ['स्मार्टवॉच', 'फ़िटनेस ट्रैकिंग, सूचनाएँ और एक हफ़्ते चलने वाली बैटरी।'],
      ['10 इंच टैबलेट', '10 इंच का टैबलेट, 64 GB।'],
    ],
  },
  BN: {
    levels: ['ব্রোঞ্জ', 'রুপা', 'সোনা', 'প্লাটিনাম', 'হীরা'],
    goods: [
      ['Goldline কফি মগ', 'সোনালি কিনারার সিরামিক মগ, 350 মিলি।'],
      ['ব্লুটুথ ইয়ারবাড', 'চার্জিং কেসসহ ওয়্যারলেস ইয়ারবাড।'],
      ['50.00 গিফট কার্ড', 'আপনার ঠিকানায় পাঠানো শপিং গিফট কার্ড।'],
      ['স্মার্টওয়াচ', 'ফিটনেস ট্র্যাকিং, নোটিফিকেশন আর এক সপ্তাহের ব্যাটারি।'],
      ['10 ইঞ্চি ট্যাবলেট', '10 ইঞ্চির ট্যাবলেট, 64 GB।'],
    ],
  },
  NE: {
    levels: ['काँसा', 'चाँदी', 'सुन', 'प्लाटिनम', 'हीरा'],
    goods: [
      ['Goldline कफी मग', 'सुनौलो किनारा भएको सिरामिक मग, 350 मि.लि.।'],
      ['ब्लुटुथ इयरबड', 'चार्जिङ केससहितका वायरलेस इयरबड।'],
      ['50.00 को उपहार कार्ड', 'तपाईंको ठेगानामा पठाइने किनमेल उपहार कार्ड।'],
      ['स्मार्टवाच', 'फिटनेस ट्र्याकिङ, सूचना र एक हप्ता चल्ने ब्याट्री।'],
      ['10 इन्च ट्याब्लेट', '10 इन्चको ट्याब्लेट, 64 GB।'],
    ],
  },
  TA: {
    levels: ['வெண்கலம்', 'வெள்ளி', 'தங்கம்', 'பிளாட்டினம்', 'வைரம்'],
    goods: [
      ['Goldline காபி குவளை', 'தங்க விளிம்புடைய பீங்கான் குவளை, 350 மி.லி.'],
      ['புளூடூத் இயர்பட்ஸ்', 'சார்ஜிங் பெட்டியுடன் வயர்லெஸ் இயர்பட்ஸ்.'],
      ['50.00 பரிசு அட்டை', 'உங்கள் முகவரிக்கு அனுப்பப்படும் ஷாப்பிங் பரிசு அட்டை.'],
      ['ஸ்மார்ட் வாட்ச்', 'உடற்பயிற்சி கண்காணிப்பு, அறிவிப்புகள், ஒரு வாரம் நீடிக்கும் பேட்டரி.'],
      ['10 அங்குல டேப்லெட்', '10 அங்குல டேப்லெட், 64 GB.'],
    ],
  },
  TY: {
    levels: ['Tanso', 'Pilak', 'Ginto', 'Platinum', 'Diyamante'],
    goods: [
      ['Goldline na tasa ng kape', 'Seramikong tasa na may gintong gilid, 350 ml.'],
      ['Bluetooth earbuds', 'Wireless earbuds na may charging case.'],
      ['Gift card na 50.00', 'Shopping gift card na ipapadala sa iyong address.'],
      ['Smart watch', 'Fitness tracking, mga notification at bateryang tatagal nang isang linggo.'],
      ['Tablet na 10 pulgada', 'Tablet na 10 pulgada, 64 GB.'],
    ],
  },
  ES: {
    levels: ['Bronce', 'Plata', 'Oro', 'Platino', 'Diamante'],
    goods: [
      ['Taza de café Goldline', 'Taza de cerámica con borde dorado, 350 ml.'],
      ['Auriculares Bluetooth', 'Auriculares inalámbricos con estuche de carga.'],
      ['Tarjeta regalo de 50.00', 'Una tarjeta regalo de compras enviada a tu dirección.'],
      ['Reloj inteligente', 'Seguimiento de actividad, notificaciones y una semana de batería.'],
      ['Tableta de 10"', 'Una tableta de 10 pulgadas, 64 GB.'],
    ],
  },
  PT: {
    levels: ['Bronze', 'Prata', 'Ouro', 'Platina', 'Diamante'],
    goods: [
      ['Caneca de café Goldline', 'Caneca de cerâmica com borda dourada, 350 ml.'],
      ['Fones de ouvido Bluetooth', 'Fones sem fio com estojo de carregamento.'],
      ['Vale-presente de 50.00', 'Um vale-presente de compras enviado para o seu endereço.'],
      ['Relógio inteligente', 'Monitoramento de atividade, notificações e uma semana de bateria.'],
      ['Tablet de 10"', 'Um tablet de 10 polegadas, 64 GB.'],
    ],
  },
  FR: {
    levels: ['Bronze', 'Argent', 'Or', 'Platine', 'Diamant'],
    goods: [
      ['Mug à café Goldline', 'Mug en céramique au bord doré, 350 ml.'],
      ['Écouteurs Bluetooth', 'Écouteurs sans fil avec boîtier de charge.'],
      ['Carte cadeau de 50.00', "Une carte cadeau d'achat envoyée à votre adresse."],
      ['Montre connectée', "Suivi d'activité, notifications et une semaine d'autonomie."],
      ['Tablette 10"', 'Une tablette de 10 pouces, 64 Go.'],
    ],
  },
  RU: {
    levels: ['Бронза', 'Серебро', 'Золото', 'Платина', 'Бриллиант'],
    goods: [
      ['Кофейная кружка Goldline', 'Керамическая кружка с золотым ободком, 350 мл.'],
      ['Bluetooth-наушники', 'Беспроводные наушники с зарядным футляром.'],
      ['Подарочная карта на 50.00', 'Подарочная карта для покупок с доставкой по вашему адресу.'],
      ['Смарт-часы', 'Фитнес-трекер, уведомления и неделя работы от батареи.'],
      ['Планшет 10"', 'Планшет с экраном 10 дюймов, 64 ГБ.'],
    ],
  },
  TR: {
    levels: ['Bronz', 'Gümüş', 'Altın', 'Platin', 'Elmas'],
    goods: [
      ['Goldline kahve kupası', 'Altın kenarlı seramik kupa, 350 ml.'],
      ['Bluetooth kulaklık', 'Şarj kutulu kablosuz kulaklık.'],
      ['50.00 hediye kartı', 'Adresinize gönderilen bir alışveriş hediye kartı.'],
      ['Akıllı saat', 'Fitness takibi, bildirimler ve bir hafta dayanan pil.'],
      ['10 inç tablet', '10 inç tablet, 64 GB.'],
    ],
  },
  AR: {
    levels: ['برونزي', 'فضي', 'ذهبي', 'بلاتيني', 'ماسي'],
    goods: [
      ['كوب قهوة Goldline', 'كوب خزفي بحافة ذهبية، 350 مل.'],
      ['سماعات أذن بلوتوث', 'سماعات أذن لاسلكية مع علبة شحن.'],
      ['بطاقة هدية بقيمة 50.00', 'بطاقة هدية للتسوق تُرسل إلى عنوانك.'],
      ['ساعة ذكية', 'تتبّع اللياقة والإشعارات وبطارية تدوم أسبوعًا.'],
      ['جهاز لوحي 10 بوصات', 'جهاز لوحي بقياس 10 بوصات، 64 غيغابايت.'],
    ],
  },
  FA: {
    levels: ['برنزی', 'نقره‌ای', 'طلایی', 'پلاتینی', 'الماسی'],
    goods: [
      ['ماگ قهوه Goldline', 'ماگ سرامیکی با لبهٔ طلایی، 350 میلی‌لیتر.'],
      ['ایرباد بلوتوثی', 'ایرباد بی‌سیم با کیس شارژ.'],
      ['کارت هدیه 50.00', 'کارت هدیهٔ خرید که به نشانی شما فرستاده می‌شود.'],
      ['ساعت هوشمند', 'ردیابی تناسب اندام، اعلان‌ها و باتری یک‌هفته‌ای.'],
      ['تبلت 10 اینچی', 'تبلت 10 اینچی، 64 گیگابایت.'],
    ],
  },
  UR: {
    levels: ['کانسی', 'چاندی', 'سونا', 'پلاٹینم', 'ہیرا'],
    goods: [
      ['Goldline کافی مگ', 'سنہرے کنارے والا سیرامک مگ، 350 ملی لیٹر۔'],
      ['بلوٹوتھ ایئربڈز', 'چارجنگ کیس کے ساتھ وائرلیس ایئربڈز۔'],
      ['50.00 کا گفٹ کارڈ', 'آپ کے پتے پر بھیجا جانے والا شاپنگ گفٹ کارڈ۔'],
      ['اسمارٹ واچ', 'فٹنس ٹریکنگ، اطلاعات اور ایک ہفتہ چلنے والی بیٹری۔'],
      ['10 انچ ٹیبلٹ', '10 انچ کا ٹیبلٹ، 64 GB۔'],
    ],
  },
};

const collect = (pick: (row: (typeof rows)[string]) => string): Translations =>
  Object.fromEntries(Object.entries(rows).map(([code, row]) => [code, pick(row)]));

/** The names of the demo level at `index` (0: Bronze) in the other languages. */
export const levelNames = (index: number): Translations => collect((r) => r.levels[index]!);

/** The demo goods at `index` (0: coffee mug), name and description in the other languages. */
export const goodsTexts = (index: number) => ({
  nameTranslations: collect((r) => r.goods[index]![0]),
  descriptionTranslations: collect((r) => r.goods[index]![1]),
});
