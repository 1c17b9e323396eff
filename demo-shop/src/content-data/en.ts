import type { ContentTexts } from './structure';

export const en: ContentTexts = {
  locale: 'en',
  articles: {
    'linen-care-guide': {
      title: 'How to care for linen so it lasts for years',
      summary: 'Linen gets softer with every wash if you treat it well. Our simple routine for bedding, shirts and table linen.',
      body: [
        'Linen is one of the oldest fabrics there is, and one of the most forgiving. The flax fibre is long and strong, so a well-made linen sheet or shirt can last a decade. What shortens its life is heat: very hot water, a hot dryer and a hot iron.',
        '## Washing',
        'Wash linen at 30 or 40 °C with a mild liquid detergent and skip the fabric softener, which coats the fibres and makes them less absorbent. Do not overfill the drum: linen needs room to move, or it comes out creased and stiff.',
        '## Drying and ironing',
        'Line-dry in the shade whenever you can, and shake each piece out before hanging it. If you prefer a crisp look, iron while the fabric is still slightly damp. If you like the relaxed look, fold it straight from the line and let the creases be part of its character.',
      ],
    },
    'autumn-table-setting': {
      title: 'Setting an autumn table with what you already own',
      summary: 'You do not need a new dinner service to make a table feel warm. Layers, candles and a few branches do most of the work.',
      body: [
        'When the evenings draw in, we spend more time around the table. A welcoming setting is less about matching plates than about texture and light.',
        'Start with a linen tablecloth or a runner in a warm tone such as rust or oat. Mix plates you already have: stoneware and porcelain sit happily together when the colours are close. Fold napkins loosely instead of into stiff shapes.',
        'Finish with low candles, so guests can see each other across the table, and a few branches or dried grasses in a simple vase. Keep the centre low and the conversation will do the rest.',
      ],
    },
    'merino-or-cotton': {
      title: 'Merino or cotton: choosing a base layer for every season',
      summary: 'Both fibres have a place in a good wardrobe. Here is when we reach for each, and why.',
      body: [
        'Cotton is soft, easy to wash and comfortable on warm days. It absorbs moisture well, which is pleasant in summer but means it stays damp once you start to sweat.',
        'Merino wool is finer than ordinary wool and does not itch. It keeps you warm even when it is slightly damp, regulates temperature on the move and resists odours, so it needs washing far less often.',
        'Our rule of thumb: cotton for everyday wear in mild weather, merino for travel, walking and the colder months. Whichever you choose, wash on a gentle cycle and dry flat to keep the shape.',
      ],
    },
    'light-small-apartment': {
      title: 'Five ways to bring light into a small apartment',
      summary: 'Mirrors, pale textiles and lamps at different heights can make a small room feel twice as open.',
      body: [
        'A small apartment can feel generous when the light is right. These five habits make the biggest difference in our own homes.',
        'First, keep windows clear: sheer linen curtains let daylight in while giving privacy. Second, hang a mirror opposite or beside a window to bounce light deeper into the room. Third, choose pale textiles for the largest surfaces, such as the sofa throw and the bedding.',
        'Fourth, light at several heights: a pendant for the table, a floor lamp for reading and a small lamp on a shelf. Fifth, use warm bulbs in the evening, between 2,700 and 3,000 kelvin, so the room feels calm rather than bright.',
      ],
    },
    'ceramics-studio-visit': {
      title: 'A morning at the ceramics studio behind our stoneware',
      summary: 'We spent a day with the small family workshop that throws our mugs and bowls by hand.',
      body: [
        'Our stoneware is made in a small studio two hours north of Porto, where three potters work at the wheel from early morning. Every mug is thrown, trimmed and glazed by hand, so no two are exactly alike.',
        'The clay is local and fired at high temperature, which makes the pieces dense, chip-resistant and safe for the dishwasher. The glazes are mixed in the studio from a handful of natural minerals.',
        'A batch takes about three weeks from wet clay to finished piece. That is why some colours sell out and return a month later: we would rather wait than hurry the kiln.',
      ],
    },
    'capsule-wardrobe': {
      title: 'Building a capsule wardrobe of twelve pieces',
      summary: 'Fewer clothes, chosen well, make getting dressed easier. A practical list to start from.',
      body: [
        'A capsule wardrobe is a small collection of clothes that all work together. The idea is not to own as little as possible, but to own things you actually wear.',
        'Our starting list has twelve pieces: two linen shirts, two cotton T-shirts, one merino sweater, one cardigan, two pairs of trousers, one skirt or pair of shorts, one light jacket, one warm coat and one scarf. Choose two or three base colours and one accent colour.',
        'Live with the list for a season before buying anything new. You will quickly see what is missing and, just as often, what you never reach for.',
      ],
    },
    'candle-care': {
      title: 'Getting a clean, even burn from every candle',
      summary: 'Tunnelling and black smoke are avoidable. Three small habits for soy and beeswax candles.',
      body: [
        'The first burn matters most. Let a new candle burn until the melted wax reaches the edge of the jar, which takes one to three hours. If you blow it out earlier, the wax remembers that ring and the candle tunnels down the middle.',
        'Trim the wick to about 5 mm before each use. A long wick makes a tall, flickering flame that smokes and blackens the glass.',
        'Keep candles away from draughts, never burn them for more than four hours at a time, and stop when about 1 cm of wax is left in the bottom of the jar.',
      ],
    },
    'plant-dyes': {
      title: 'Why we switched to plant-based dyes',
      summary: 'Madder, indigo and walnut give our scarves and cushion covers their colour. What changed, and what it means for you.',
      body: [
        'Two years ago we began moving our textile collection from synthetic dyes to dyes made from plants. Today most scarves and cushion covers are coloured with madder root, indigo, walnut husks or onion skins.',
        'Plant dyes use less water and no heavy metals, and the colours have a depth that is hard to imitate. Each dye lot comes out a little different, which is why the shade on your piece may vary slightly from the photo.',
        'To keep the colour, wash in cool water with a pH-neutral detergent and dry away from direct sunlight. Like all natural colours, they soften gently over time.',
      ],
    },
    'calmer-bedroom': {
      title: 'A calmer bedroom for better sleep',
      summary: 'Breathable bedding, a darker room and a short evening routine. Small changes that help you rest.',
      body: [
        'Sleep researchers agree on a few simple conditions: a cool room, darkness and quiet. Your bedding and curtains can help with all three.',
        'Linen and cotton percale breathe well and keep you cool on warm nights; a wool blanket adds warmth without weight when the temperature drops. Lined curtains block street light and soften noise.',
        'Finally, give the room one job. Keep work and screens out, dim the lights an hour before bed and leave a book on the bedside table instead of a phone.',
      ],
    },
    'packing-light': {
      title: 'Packing light: one bag for a week away',
      summary: 'How our team travels with a single tote and a small backpack, whatever the weather.',
      body: [
        'Packing light starts with clothes that mix and match. Pick one colour family and bring pieces that can be worn at least three ways.',
        'For a week we pack three tops, one merino sweater, two pairs of trousers, a light jacket, underwear and socks for four days, and one pair of shoes besides the ones we wear. Merino and linen can be washed in a sink and dry overnight.',
        'Roll soft clothes instead of folding them, keep toiletries in a small pouch, and carry a canvas tote that folds flat for the market or the beach.',
      ],
    },
    'wool-throw-story': {
      title: 'From fleece to blanket: how our wool throws are made',
      summary: 'Our throws begin on a farm in the Serra da Estrela and end on a loom in a family mill.',
      body: [
        'The wool for our throws comes from Bordaleira sheep that graze in the Serra da Estrela mountains. Each spring the fleece is shorn, washed and sorted by hand.',
        'The wool is spun at a mill that has worked with the same families for four generations, then woven on shuttle looms. The slow weave gives the throws their dense, slightly uneven texture.',
        'Finally each throw is washed in mountain water and brushed to raise the soft surface. The whole process takes about six weeks, and a good wool throw will keep you warm for decades.',
      ],
    },
    'winter-gift-guide': {
      title: 'Winter gift guide: thoughtful presents under $50',
      summary: 'Useful, beautiful and easy to wrap. Our team picks for friends, family and colleagues.',
      body: [
        'The best gifts are the ones people use every day. This year our team chose presents that cost less than fifty dollars and will not end up in a drawer.',
        'For the coffee lover, a pair of hand-thrown stoneware mugs. For anyone who feels the cold, merino socks or a ribbed wool beanie. For the host, a soy candle in a reusable glass jar or a set of linen napkins.',
        'Every order can be gift-wrapped in recycled paper, and we will add a handwritten note if you leave us a message at checkout.',
      ],
    },
    'mend-dont-replace': {
      title: 'Mend, do not replace: simple repairs for clothes you love',
      summary: 'A loose button, a small hole or a frayed hem takes minutes to fix. A beginner’s guide.',
      body: [
        'The most sustainable garment is the one you already own. Most everyday damage can be repaired at the kitchen table with a needle, thread and a little patience.',
        'Sew a loose button back on as soon as you notice it, with a few extra stitches through the shank. Darn small holes in knitwear with matching wool before they grow. Turn up a frayed hem and secure it with a simple slip stitch.',
        'Visible mending is also an option: a contrasting patch or bright stitches turn a repair into a detail. Every Aurora order includes spare buttons where the garment has them.',
      ],
    },
  },
  pages: {
    brandstory: {
      title: 'Our brand story',
      summary: 'Aurora began in 2014 with a single market stall in Porto and a belief that everyday things should be made well.',
      body: [
        'Aurora began in 2014 with a market stall in Porto, a few linen tea towels and a belief that everyday things should be made well and last a long time.',
        '## What we make',
        'Today we design homeware and clothing for everyday life: linen bedding and shirts, stoneware for the table, wool throws, candles and a small wardrobe of knitwear and outerwear. Most of it is made in Portugal by workshops we know by name.',
        '## How we work',
        'We make small batches, use natural fibres wherever we can and pay our makers fairly. We would rather sell out of a colour than overproduce it. When something does wear out, we help you repair it.',
        '## Where we are going',
        'Our aim is simple: fewer, better things, made by people who are proud of their craft, and a shop that treats its customers the way we would like to be treated.',
      ],
    },
    aboutus: {
      title: 'About us',
      summary: 'A small team in Porto designing homeware and apparel made from natural materials and shipped worldwide.',
      body: [
        'We are a team of fourteen people in Porto: designers, a pattern cutter, a photographer, people who pack your orders and people who answer your messages.',
        'We work with eleven workshops and mills, nine of them in Portugal. We visit each of them several times a year and publish where every product is made on its page.',
        'We ship to more than forty countries. Orders usually arrive within 15 to 20 days, and you can write to us any day between 9:00 and 21:00 Lisbon time.',
        'Aurora Home & Apparel, Lda. Registered in Porto, Portugal.',
      ],
    },
    shipping: {
      title: 'Shipping and delivery',
      summary: 'Where we ship, what it costs and how long it takes: expected fastest delivery is 15 to 20 days.',
      body: [
        'We ship to more than forty countries from our warehouse in Porto. Orders are packed within two business days.',
        '## Delivery times',
        'The expected fastest delivery is 15 to 20 days from the day your order ships. Remote areas and customs checks can add a few days.',
        '## Costs',
        'Shipping is calculated at checkout from the weight of your order and the destination. Orders over $120 ship free to most countries.',
        '## Tracking',
        'As soon as your parcel leaves us you will receive a tracking number by email and in your account under My orders.',
      ],
    },
    returns: {
      title: 'Returns and refunds',
      summary: 'Return unused items within 30 days of delivery for a full refund to your original payment method.',
      body: [
        'If something is not right, you can return unused items in their original condition within 30 days of delivery.',
        '## How to return',
        'Open the order in My orders and choose Apply for refund, select the items and tell us why. We will send you a return label by email.',
        '## Refunds',
        'Once the parcel reaches us we check it within three business days and refund the amount to your original payment method. Depending on your bank, it can take another five to ten days to appear.',
        'Candles that have been burned and personalised items cannot be returned unless they arrive damaged.',
      ],
    },
    privacy: {
      title: 'Privacy policy',
      summary: 'What personal data we collect, why we need it and how you can see, change or delete it.',
      body: [
        'We collect only the data we need to run the shop: your name, email and delivery address, your orders, and the messages you send us.',
        '## How we use it',
        'We use your data to deliver your orders, answer your questions and, if you subscribe, send you our newsletter. We never sell your data.',
        '## Your rights',
        'You can see and change your details in your account at any time. To receive a copy of your data or have it deleted, write to us from the contact page.',
        'We keep order records for as long as the law requires and delete everything else when you close your account.',
      ],
    },
    terms: {
      title: 'Terms and conditions',
      summary: 'The terms that apply when you shop with Aurora: orders, prices, payment and liability.',
      body: [
        'These terms apply to every order placed in the Aurora online shop.',
        '## Orders and prices',
        'A contract is formed when we confirm your order by email. Prices are shown in the currency you choose and charged in US dollars at the exchange rate shown at checkout.',
        '## Payment',
        'Payment is due when you place the order. We ship once the payment has been received.',
        '## Liability',
        'We are responsible for delivering goods as described. Nothing in these terms limits your statutory rights as a consumer.',
      ],
    },
  },
  groups: {
    orders: 'Orders and payment',
    shipping: 'Shipping and delivery',
    returns: 'Returns and refunds',
    products: 'Products and care',
    account: 'Account and newsletter',
  },
  questions: {
    'how-to-order': [
      'How do I place an order?',
      'Add the items you want to your cart, open the cart and choose Proceed to checkout. Enter your address, pick a payment method and confirm the order. You will receive a confirmation by email.',
    ],
    'payment-methods': [
      'Which payment methods do you accept?',
      'We accept major credit and debit cards and the payment methods shown at checkout for your country. Payments are processed securely; we never see or store your card number.',
    ],
    currency: [
      'Which currency will I be charged in?',
      'You can browse in any currency listed in the header. The order is charged in US dollars; the amount in your currency uses the exchange rate shown when you place the order.',
    ],
    'change-order': [
      'Can I change or cancel my order after placing it?',
      'As long as the order has not shipped, you can cancel it from My orders. To change an address or an item, write to us as soon as possible and we will do our best.',
    ],
    'promo-code': [
      'How do I use a promo code?',
      'Your promo codes are listed in your account under Promo codes. Choose one at checkout; it applies when your order reaches the minimum spend shown on the code.',
    ],
    'delivery-time': [
      'How long does delivery take?',
      'The expected fastest delivery is 15 to 20 days from shipping. Orders are packed within two business days.',
    ],
    'shipping-cost': [
      'How much does shipping cost?',
      'Shipping depends on the weight and destination and is shown at checkout before you pay. Orders over $120 ship free to most countries.',
    ],
    'track-order': [
      'How can I track my order?',
      'When your parcel ships we email you a tracking number. You can also find it in your account under My orders.',
    ],
    countries: [
      'Which countries do you ship to?',
      'We ship to more than forty countries in Europe, the Americas and Asia. If your country is available, it appears in the address form at checkout.',
    ],
    customs: [
      'Will I have to pay customs duties?',
      'For deliveries outside the European Union, local import duties and taxes may apply. They are set by your country and collected by the carrier on delivery.',
    ],
    'return-policy': ['What is your return policy?', 'You can return unused items in their original condition within 30 days of delivery for a full refund.'],
    'start-return': [
      'How do I start a return?',
      'Open the order in My orders, choose Apply for refund and select the items. We will email you a return label and instructions.',
    ],
    'refund-time': [
      'When will I receive my refund?',
      'We check returned parcels within three business days and then refund your original payment method. Your bank may need five to ten more days to show it.',
    ],
    'damaged-item': [
      'What if my item arrives damaged?',
      'We are sorry! Send us a photo through the contact form within seven days of delivery and we will send a replacement or a full refund, including shipping.',
    ],
    sizing: [
      'How do I find my size?',
      'Each clothing page has a size table in centimetres and inches. If you are between two sizes, our linen fits relaxed, so choose the smaller; for knitwear, choose the larger.',
    ],
    materials: [
      'Where do your materials come from?',
      'Our linen is woven from European flax, our wool comes from Portuguese farms and our stoneware clay is dug near the studio that fires it. Each product page names its workshop.',
    ],
    'linen-shrink': [
      'Does linen shrink in the wash?',
      'Our linen is pre-washed, so it shrinks very little. Wash at 30 to 40 °C and avoid the tumble dryer to keep the size and shape.',
    ],
    restock: [
      'Will a sold-out item come back?',
      'Most items return within four to eight weeks, since we make in small batches. Subscribe to the newsletter to hear when they are back.',
    ],
    'need-account': [
      'Do I need an account to order?',
      'You can fill your cart as a visitor, but you need an account to place the order. It lets you track orders, request refunds and keep your addresses.',
    ],
    'forgot-password': [
      'I forgot my password. What do I do?',
      'On the login page choose Forgot password and enter your email address. We will send you a verification code to set a new password.',
    ],
    'newsletter-frequency': [
      'How often do you send the newsletter?',
      'About twice a month: new collections, stories from our makers and the occasional offer. Never more than four emails a month.',
    ],
    unsubscribe: ['How do I unsubscribe?', 'Every newsletter has an unsubscribe link at the bottom. One click is enough, and we will not email you again.'],
  },
  photos: {
    'stoneware-mugs': ['Stoneware mugs', 'Two hand-thrown stoneware mugs, terracotta and sand, with steam rising in morning light'],
    'linen-bedding': ['Washed linen bedding', 'A bed made with oat-coloured washed linen, a white pillow and a dark wooden headboard'],
    'wool-throw': ['Wool throw on a reading chair', 'A rust wool throw draped over a wooden chair by the window'],
    'ceramic-vases': ['Three ceramic vases', 'Three ceramic vases in sage, cream and charcoal, one holding a dried branch'],
    'autumn-table': ['An autumn table', 'A wooden table set with two plates, a small candle, a glass and a vase with a branch'],
    'soy-candles': ['Soy candles', 'Three lit soy candles of different heights in glass jars'],
    'merino-sweater': ['Merino sweater', 'A blue merino sweater with a ribbed hem on a wooden hanger'],
    'linen-shirt': ['Linen shirt', 'A white linen shirt with a button placket hanging on a hanger'],
    'canvas-tote': ['Canvas tote', 'A sand-coloured canvas tote bag with long handles and a front pocket'],
    'striped-scarf': ['Striped scarf', 'A long blue and cream striped scarf with fringed ends'],
    'paper-lamp': ['Paper pendant lamp', 'A round paper pendant lamp glowing above a sideboard with books'],
    'olive-tree': ['Olive tree in a terracotta pot', 'A small olive tree in a terracotta pot on a sunny floor'],
    'waffle-towels': ['Waffle towels', 'A stack of folded waffle towels in sand, white and brown'],
    'rust-cushions': ['Cushions in rust and sand', 'A low sofa with three cushions in rust, sand and white'],
    'breakfast-bowls': ['Breakfast bowls', 'Three stacked stoneware bowls in different sizes'],
    'potters-wheel': ["The potter's wheel", 'A half-finished clay vase on a potter’s wheel in the studio'],
    'rain-jacket': ['Waxed cotton jacket', 'A dark green waxed cotton jacket with pockets hanging on a hanger'],
    'wool-beanie': ['Ribbed wool beanie', 'A rust ribbed wool beanie with a pompom'],
    'oak-chair': ['Oak chair', 'A simple oak chair with a slatted back'],
    'glass-carafe': ['Glass carafe and tumblers', 'A glass carafe of water between two tumblers'],
    'linen-apron': ['Linen apron', 'A green linen apron with a front pocket on a hanger'],
    'wool-socks': ['Wool socks', 'A pair of mustard wool socks with striped cuffs'],
    'woven-baskets': ['Woven storage baskets', 'Two woven seagrass baskets of different sizes'],
    'shop-window': ['Our shop in Porto', 'The front of the Aurora shop in Porto with a striped awning, a window and a green door'],
  },
  contact: {
    intro: 'Questions about an order, a product or a return? Write to us and we will answer within one business day.',
    address: 'Aurora Home & Apparel, Rua das Flores 48, 4050-262 Porto, Portugal',
    hours: 'Every day, 9:00 to 21:00 (Lisbon time)',
  },
};
