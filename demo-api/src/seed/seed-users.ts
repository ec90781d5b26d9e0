import { MORE_MEMBERS } from './seed-more-members';
/** Every demo account uses this password; README.md and the start-up banner print it. */
export const DEMO_PASSWORD = 'demo1234';

export interface SeedUser {
  email: string;
  fullname: string;
  role: 'admin' | 'member';
  phone_number: string;
  company_name: string;
  industry: string;
  address: string;
  service_offered: string;
  product_offered: string;
  years_of_experience: number;
  additional_info: string;
}

// Order matters: seed.ts refers to members by position (index 1 is member@example.com).
const CORE_USERS: SeedUser[] = [
  {
    email: 'admin@example.com',
    fullname: 'Anjali Deshpande',
    role: 'admin',
    phone_number: '9820012345',
    company_name: 'Udyam Connect Chapter Office',
    industry: 'Business Networking',
    address: '4th Floor, Shreeji Arcade, FC Road, Shivajinagar, Pune 411005',
    service_offered: 'Chapter administration and member onboarding',
    product_offered: '',
    years_of_experience: 12,
    additional_info: 'Runs the weekly chapter meeting. Ask me about visitor passes.',
  },
  {
    email: 'member@example.com',
    fullname: 'Rahul Sharma',
    role: 'member',
    phone_number: '9876543210',
    company_name: 'Sharma Textiles Pvt. Ltd.',
    industry: 'Textiles & Apparel',
    address: 'Plot 27, Ring Road, Surat, Gujarat 395002',
    service_offered: 'Bulk fabric sourcing and private-label garment production',
    product_offered: 'Cotton and viscose fabrics, corporate uniforms',
    years_of_experience: 9,
    additional_info: 'Looking for introductions to hotel chains and school uniform buyers.',
  },
  {
    email: 'priya.nair@example.com',
    fullname: 'Priya Nair',
    role: 'member',
    phone_number: '9847001122',
    company_name: 'Nair & Associates, Chartered Accountants',
    industry: 'Accounting & Taxation',
    address: 'Door 12/455, MG Road, Ernakulam, Kochi 682016',
    service_offered: 'GST filing, audits and startup compliance',
    product_offered: '',
    years_of_experience: 14,
    additional_info: 'Good referral: founders registering their first private limited company.',
  },
  {
    email: 'arjun.reddy@example.com',
    fullname: 'Arjun Reddy',
    role: 'member',
    phone_number: '9949123456',
    company_name: 'Deccan Software Solutions LLP',
    industry: 'IT Services',
    address: '8-2-293, Road No. 36, Jubilee Hills, Hyderabad 500033',
    service_offered: 'Custom web and mobile apps, ERP integration',
    product_offered: 'Billing and inventory software for retailers',
    years_of_experience: 11,
    additional_info: 'Happy to review anyone’s website for free.',
  },
  {
    email: 'kavita.iyer@example.com',
    fullname: 'Kavita Iyer',
    role: 'member',
    phone_number: '9884056789',
    company_name: 'Iyer Interiors & Design Studio',
    industry: 'Interior Design',
    address: '15, 2nd Cross Street, Besant Nagar, Chennai 600090',
    service_offered: 'Office and retail interiors, turnkey fit-outs',
    product_offered: 'Modular furniture',
    years_of_experience: 8,
    additional_info: 'Referrals welcome for new office openings in Chennai and Bengaluru.',
  },
  {
    email: 'vikram.singh@example.com',
    fullname: 'Vikram Singh Rathore',
    role: 'member',
    phone_number: '9829034567',
    company_name: 'Rajputana Logistics',
    industry: 'Logistics & Transport',
    address: 'B-44, Vishwakarma Industrial Area, Jaipur, Rajasthan 302013',
    service_offered: 'Full-truck-load and part-load transport across North India',
    product_offered: 'Warehousing',
    years_of_experience: 16,
    additional_info: '',
  },
  {
    email: 'neha.gupta@example.com',
    fullname: 'Neha Gupta',
    role: 'member',
    phone_number: '9826078901',
    company_name: 'Gupta Organic Foods',
    industry: 'Food Processing',
    address: '112, Sanwer Road Industrial Area, Indore, Madhya Pradesh 452015',
    service_offered: 'Corporate gifting hampers',
    product_offered: 'Cold-pressed oils, millet snacks, organic spices',
    years_of_experience: 6,
    additional_info: 'Diwali gifting orders open from September.',
  },
];

export const SEED_USERS: SeedUser[] = [...CORE_USERS, ...MORE_MEMBERS];
