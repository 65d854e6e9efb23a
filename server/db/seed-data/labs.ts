import type { LabSeed, LabTestSeed } from './types.ts'

/** Indian diagnostic chains with home sample collection, and cities each one serves. */
export const labs: LabSeed[] = [
  {
    name: 'Dr Lal PathLabs',
    cities: ['New Delhi', 'Gurugram', 'Noida', 'Mumbai', 'Bengaluru', 'Kolkata', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh'],
  },
  {
    name: 'Metropolis Healthcare',
    cities: ['Mumbai', 'Pune', 'Bengaluru', 'Chennai', 'Hyderabad', 'New Delhi', 'Gurugram', 'Noida', 'Kolkata', 'Ahmedabad', 'Jaipur', 'Lucknow'],
  },
  {
    name: 'SRL Diagnostics',
    cities: ['New Delhi', 'Gurugram', 'Noida', 'Mumbai', 'Bengaluru', 'Kolkata', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh'],
  },
  {
    name: 'Thyrocare',
    cities: ['Mumbai', 'New Delhi', 'Gurugram', 'Noida', 'Bengaluru', 'Kolkata', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Chandigarh'],
  },
  {
    name: 'Redcliffe Labs',
    cities: ['New Delhi', 'Gurugram', 'Noida', 'Mumbai', 'Bengaluru', 'Kolkata', 'Hyderabad', 'Pune', 'Jaipur', 'Lucknow', 'Chandigarh', 'Ahmedabad'],
  },
  {
    name: 'Healthians',
    cities: ['New Delhi', 'Gurugram', 'Noida', 'Mumbai', 'Bengaluru', 'Hyderabad', 'Pune', 'Kolkata', 'Chennai', 'Jaipur', 'Lucknow', 'Chandigarh', 'Ahmedabad'],
  },
  {
    name: 'Orange Health',
    cities: ['Bengaluru', 'Gurugram', 'New Delhi', 'Noida', 'Hyderabad', 'Mumbai'],
  },
  {
    name: 'Apollo Diagnostics',
    cities: ['Hyderabad', 'Chennai', 'Bengaluru', 'Kolkata', 'Pune', 'Mumbai', 'New Delhi', 'Gurugram', 'Noida', 'Ahmedabad', 'Jaipur', 'Lucknow'],
  },
]

/** A single test; sample prices in rupees. */
const t = (
  name: string,
  category: string,
  sampleType: string,
  fasting: boolean,
  parameters: number,
  mrp: number,
  price: number,
  description: string,
): LabTestSeed => ({ name, kind: 'test', sampleType, fasting, parameters, mrp, price, description, category })

const testsA: LabTestSeed[] = [
  // Blood
  t('Complete Blood Count (CBC)', 'Blood', 'Blood', false, 24, 450, 299, 'Counts red cells, white cells and platelets and measures haemoglobin to screen for anaemia, infection and blood disorders.'),
  t('Erythrocyte Sedimentation Rate (ESR)', 'Blood', 'Blood', false, 1, 200, 120, 'Measures how fast red cells settle in a tube, a non-specific marker of inflammation and infection.'),
  t('Peripheral Blood Smear', 'Blood', 'Blood', false, 3, 350, 250, 'Microscopic review of red cell, white cell and platelet shape to investigate anaemia and blood disorders.'),
  t('Haemoglobin (Hb)', 'Blood', 'Blood', false, 1, 150, 100, 'Measures the oxygen-carrying protein in red cells to detect anaemia.'),
  t('Blood Group & Rh Typing', 'Blood', 'Blood', false, 2, 200, 150, 'Determines the ABO blood group and Rh(D) type before transfusion, surgery or pregnancy.'),
  t('Reticulocyte Count', 'Blood', 'Blood', false, 1, 350, 250, 'Counts young red cells to show how well the bone marrow is responding to anaemia.'),
  t('Platelet Count', 'Blood', 'Blood', false, 1, 200, 150, 'Counts platelets, which fall in dengue and in several bleeding disorders.'),
  t('Absolute Eosinophil Count (AEC)', 'Allergy', 'Blood', false, 1, 200, 150, 'Counts eosinophils, white cells that rise in allergies, asthma and parasitic infections.'),
  t('PT/INR', 'Blood', 'Blood', false, 3, 500, 350, 'Measures prothrombin time and INR to assess blood clotting and monitor warfarin therapy.'),
  t('APTT', 'Blood', 'Blood', false, 2, 600, 450, 'Activated partial thromboplastin time assesses the intrinsic clotting pathway and monitors heparin therapy.'),
  t('D-Dimer', 'Blood', 'Blood', false, 1, 1500, 1100, 'Detects fibrin breakdown products and helps rule out deep vein thrombosis and pulmonary embolism.'),
  t('Hb Electrophoresis (HPLC)', 'Blood', 'Blood', false, 5, 1000, 750, 'Separates haemoglobin types to screen for thalassaemia trait and sickle cell disease.'),
  t('G6PD Quantitative', 'Blood', 'Blood', false, 1, 800, 600, 'Measures the G6PD enzyme, whose deficiency can cause red cell breakdown after certain drugs or foods.'),
  t('LDH (Lactate Dehydrogenase)', 'Blood', 'Blood', false, 1, 400, 300, 'A non-specific marker of tissue damage and red cell breakdown.'),

  // Diabetes
  t('Fasting Blood Sugar (FBS)', 'Diabetes', 'Blood', true, 1, 100, 70, 'Measures blood glucose after an 8 to 10 hour fast to screen for and monitor diabetes.'),
  t('Post Prandial Blood Sugar (PPBS)', 'Diabetes', 'Blood', false, 1, 100, 70, 'Measures blood glucose two hours after a meal to show how well the body handles sugar.'),
  t('Random Blood Sugar (RBS)', 'Diabetes', 'Blood', false, 1, 100, 70, 'Measures blood glucose at any time of day as a quick check for high or low sugar.'),
  t('HbA1c', 'Diabetes', 'Blood', false, 2, 550, 399, 'Reflects the average blood glucose over the past two to three months.'),
  t('Insulin Fasting', 'Diabetes', 'Blood', true, 1, 800, 550, 'Measures fasting insulin to assess insulin resistance.'),
  t('Insulin Post Prandial', 'Diabetes', 'Blood', false, 1, 800, 550, 'Measures insulin two hours after a meal to assess the insulin response to food.'),
  t('C-Peptide Fasting', 'Diabetes', 'Blood', true, 1, 1100, 800, "Estimates how much insulin the pancreas itself is making, helping to classify diabetes."),
  t('Glucose Tolerance Test (GTT)', 'Diabetes', 'Blood', true, 3, 350, 250, 'Measures glucose fasting and one and two hours after a 75 g glucose drink to diagnose diabetes and gestational diabetes.'),
  t('Fructosamine', 'Diabetes', 'Blood', false, 1, 700, 500, 'Reflects average blood glucose over the past two to three weeks.'),
  t('Urine Microalbumin (ACR)', 'Kidney', 'Urine', false, 3, 600, 450, 'Detects small amounts of albumin in urine, an early sign of kidney damage from diabetes or high blood pressure.'),

  // Heart
  t('Lipid Profile', 'Heart', 'Blood', true, 8, 700, 450, 'Measures cholesterol fractions and triglycerides to assess the risk of heart disease.'),
  t('Total Cholesterol', 'Heart', 'Blood', false, 1, 200, 150, 'Measures total blood cholesterol as a basic check of heart disease risk.'),
  t('Triglycerides', 'Heart', 'Blood', true, 1, 250, 180, 'Measures blood triglycerides, high levels of which raise heart disease and pancreatitis risk.'),
  t('HDL Cholesterol', 'Heart', 'Blood', false, 1, 250, 180, "Measures HDL ('good') cholesterol, which protects against heart disease."),
  t('LDL Cholesterol (Direct)', 'Heart', 'Blood', false, 1, 400, 300, "Directly measures LDL ('bad') cholesterol, the main target of cholesterol-lowering treatment."),
  t('Lipoprotein (a)', 'Heart', 'Blood', false, 1, 1200, 900, 'Measures Lp(a), an inherited risk factor for heart attack and stroke.'),
  t('Apolipoprotein A1 & B', 'Heart', 'Blood', false, 3, 1500, 1100, 'Measures the main proteins of good and bad cholesterol particles and their ratio to refine heart risk.'),
  t('hs-CRP', 'Heart', 'Blood', false, 1, 800, 550, 'High-sensitivity C-reactive protein detects low-grade inflammation linked to cardiovascular risk.'),
  t('Troponin I', 'Heart', 'Blood', false, 1, 1200, 950, 'Detects heart muscle injury and is used when a heart attack is suspected.'),
  t('CPK-MB', 'Heart', 'Blood', false, 1, 700, 550, 'Measures the heart-specific fraction of creatine kinase released after heart muscle damage.'),
  t('CPK Total', 'Heart', 'Blood', false, 1, 500, 380, 'Measures creatine kinase, which rises after heart or skeletal muscle injury.'),
  t('NT-proBNP', 'Heart', 'Blood', false, 1, 2500, 1900, 'Helps diagnose and monitor heart failure.'),
  t('Homocysteine', 'Heart', 'Blood', true, 1, 1100, 800, 'Measures homocysteine, high levels of which are linked to heart disease and vitamin B12 or folate deficiency.'),

  // Liver and pancreas
  t('Liver Function Test (LFT)', 'Liver', 'Blood', false, 11, 800, 499, 'Checks liver enzymes, bilirubin and proteins to assess liver health.'),
  t('SGPT (ALT)', 'Liver', 'Blood', false, 1, 200, 150, 'Measures alanine aminotransferase, an enzyme released when liver cells are damaged.'),
  t('SGOT (AST)', 'Liver', 'Blood', false, 1, 200, 150, 'Measures aspartate aminotransferase, which rises in liver and muscle injury.'),
  t('Bilirubin (Total, Direct, Indirect)', 'Liver', 'Blood', false, 3, 250, 180, 'Measures bilirubin fractions to evaluate jaundice and liver or bile duct disease.'),
  t('Alkaline Phosphatase (ALP)', 'Liver', 'Blood', false, 1, 250, 180, 'Measures an enzyme that rises in bile duct obstruction and in bone disorders.'),
  t('Gamma GT (GGT)', 'Liver', 'Blood', false, 1, 350, 250, 'A sensitive marker of bile duct disease and alcohol-related liver injury.'),
  t('Albumin', 'Liver', 'Blood', false, 1, 200, 150, 'Measures the main blood protein made by the liver; it is low in liver disease, kidney disease and malnutrition.'),
  t('Total Protein with A/G Ratio', 'Liver', 'Blood', false, 4, 250, 180, 'Measures total protein, albumin, globulin and the albumin-to-globulin ratio.'),
  t('Amylase', 'Liver', 'Blood', false, 1, 450, 350, 'Measures the pancreatic enzyme amylase to help diagnose acute pancreatitis.'),
  t('Lipase', 'Liver', 'Blood', false, 1, 600, 450, 'Measures lipase, the most specific blood test for acute pancreatitis.'),

  // Kidney
  t('Kidney Function Test (KFT)', 'Kidney', 'Blood', false, 8, 700, 450, 'Measures urea, creatinine, uric acid, calcium and electrolytes to assess kidney function.'),
  t('Creatinine', 'Kidney', 'Blood', false, 2, 200, 150, 'Measures serum creatinine and estimated GFR to assess how well the kidneys filter blood.'),
  t('Blood Urea Nitrogen (BUN)', 'Kidney', 'Blood', false, 1, 200, 150, 'Measures urea nitrogen, which rises when kidney function falls or with dehydration.'),
  t('Blood Urea', 'Kidney', 'Blood', false, 1, 200, 150, 'Measures urea, a waste product cleared by the kidneys.'),
  t('Electrolytes (Sodium, Potassium, Chloride)', 'Kidney', 'Blood', false, 3, 450, 330, 'Measures sodium, potassium and chloride to check fluid balance, dehydration and kidney function.'),
  t('Phosphorus', 'Kidney', 'Blood', false, 1, 200, 150, 'Measures blood phosphate, which is abnormal in kidney disease and parathyroid disorders.'),
  t('Cystatin C', 'Kidney', 'Blood', false, 1, 1300, 1000, 'An early marker of reduced kidney filtration that is less affected by muscle mass than creatinine.'),
  t('Urine Routine & Microscopy', 'Kidney', 'Urine', false, 20, 200, 150, 'Examines urine appearance, chemistry and cells to detect infection, kidney disease and diabetes.'),
  t('Urine Protein Creatinine Ratio', 'Kidney', 'Urine', false, 3, 500, 380, 'Estimates daily urine protein loss from a single spot urine sample.'),
  t('24 Hour Urine Protein', 'Kidney', 'Urine', false, 2, 500, 380, 'Measures the total protein lost in urine over 24 hours.'),
]

const testsB: LabTestSeed[] = [
  // Thyroid
  t('Thyroid Profile Total (T3, T4, TSH)', 'Thyroid', 'Blood', false, 3, 500, 350, 'Measures total T3, total T4 and TSH to evaluate thyroid function.'),
  t('Thyroid Profile Free (FT3, FT4, TSH)', 'Thyroid', 'Blood', false, 3, 750, 550, 'Measures free T3, free T4 and TSH, which are not affected by changes in binding proteins.'),
  t('TSH Ultrasensitive', 'Thyroid', 'Blood', false, 1, 350, 250, 'The most sensitive single test to screen for an underactive or overactive thyroid.'),
  t('Free T3 (FT3)', 'Thyroid', 'Blood', false, 1, 300, 220, 'Measures the unbound, active form of the thyroid hormone T3.'),
  t('Free T4 (FT4)', 'Thyroid', 'Blood', false, 1, 300, 220, 'Measures the unbound form of the thyroid hormone T4.'),
  t('Anti-TPO Antibody', 'Thyroid', 'Blood', false, 1, 1100, 800, "Detects thyroid peroxidase antibodies found in Hashimoto's thyroiditis and Graves' disease."),
  t('Anti-Thyroglobulin Antibody', 'Thyroid', 'Blood', false, 1, 1200, 900, 'Detects antibodies against thyroglobulin in autoimmune thyroid disease.'),

  // Vitamins and minerals
  t('Vitamin D (25-OH)', 'Vitamins', 'Blood', false, 1, 1500, 899, 'Measures 25-hydroxy vitamin D, the best indicator of vitamin D status.'),
  t('Vitamin B12', 'Vitamins', 'Blood', false, 1, 1000, 699, 'Measures vitamin B12, whose deficiency causes anaemia and nerve damage.'),
  t('Vitamin B9 (Folate)', 'Vitamins', 'Blood', false, 1, 900, 650, 'Measures folate, whose deficiency causes anaemia and raises the risk of neural tube defects in pregnancy.'),
  t('Iron Studies', 'Vitamins', 'Blood', false, 4, 800, 550, 'Measures serum iron, TIBC, UIBC and transferrin saturation to assess iron deficiency or overload.'),
  t('Ferritin', 'Vitamins', 'Blood', false, 1, 700, 499, 'Measures stored iron; low ferritin is the earliest sign of iron deficiency.'),
  t('Magnesium', 'Vitamins', 'Blood', false, 1, 400, 300, 'Measures blood magnesium, needed for muscle, nerve and heart function.'),
  t('Zinc', 'Vitamins', 'Blood', false, 1, 800, 600, 'Measures serum zinc, which is needed for immunity, wound healing and growth.'),
  t('Vitamin A (Retinol)', 'Vitamins', 'Blood', false, 1, 2000, 1500, 'Measures vitamin A, whose deficiency causes night blindness and dry eyes.'),

  // Hormones
  t('Prolactin', 'Hormones', 'Blood', false, 1, 500, 350, 'Measures prolactin, high levels of which cause irregular periods, infertility and breast discharge.'),
  t('Testosterone Total', 'Hormones', 'Blood', false, 1, 700, 500, 'Measures total testosterone to evaluate low libido, male infertility and PCOS.'),
  t('Testosterone Free', 'Hormones', 'Blood', false, 1, 1400, 1050, 'Measures the unbound, active fraction of testosterone.'),
  t('Cortisol (Morning)', 'Hormones', 'Blood', false, 1, 600, 450, 'Measures morning cortisol to evaluate adrenal gland function.'),
  t('FSH', 'Hormones', 'Blood', false, 1, 500, 350, 'Follicle-stimulating hormone helps assess fertility, menstrual problems and menopause.'),
  t('LH', 'Hormones', 'Blood', false, 1, 500, 350, 'Luteinising hormone helps assess ovulation, fertility and pituitary function.'),
  t('AMH (Anti-Mullerian Hormone)', 'Hormones', 'Blood', false, 1, 2200, 1600, 'Estimates ovarian reserve to help with fertility planning.'),
  t('Estradiol (E2)', 'Hormones', 'Blood', false, 1, 700, 500, 'Measures the main oestrogen to assess ovarian function, fertility and menopause.'),
  t('Progesterone', 'Hormones', 'Blood', false, 1, 700, 500, 'Measures progesterone to confirm ovulation and support early pregnancy monitoring.'),
  t('DHEA-S', 'Hormones', 'Blood', false, 1, 1000, 750, 'Measures an adrenal androgen that is often raised in PCOS and adrenal disorders.'),
  t('17-OH Progesterone', 'Hormones', 'Blood', false, 1, 1200, 900, 'Screens for congenital adrenal hyperplasia and helps evaluate excess androgens.'),
  t('SHBG', 'Hormones', 'Blood', false, 1, 1400, 1050, 'Measures sex hormone binding globulin to interpret testosterone levels.'),
  t('Growth Hormone (GH)', 'Hormones', 'Blood', false, 1, 900, 700, 'Measures growth hormone to evaluate growth disorders and pituitary function.'),
  t('PTH (Intact)', 'Bone & Joint', 'Blood', false, 1, 1400, 1050, 'Measures parathyroid hormone, which controls blood calcium levels.'),

  // Women's health
  t('Beta hCG (Quantitative)', 'Women Health', 'Blood', false, 1, 700, 500, 'Measures the pregnancy hormone hCG to confirm and monitor early pregnancy.'),
  t('Rubella IgG', 'Women Health', 'Blood', false, 1, 700, 500, 'Checks immunity to rubella before or during pregnancy.'),
  t('TORCH Panel (IgG & IgM)', 'Women Health', 'Blood', false, 10, 2500, 1800, 'Screens for toxoplasma, rubella, cytomegalovirus and herpes simplex infections that can harm a pregnancy.'),
  t('Pap Smear', 'Women Health', 'Swab', false, 1, 800, 600, 'Examines cervical cells to detect pre-cancerous changes and cervical cancer.'),

  // Fever and infection
  t('CRP (C-Reactive Protein)', 'Fever & Infection', 'Blood', false, 1, 500, 350, 'Measures CRP, which rises quickly with infection and inflammation.'),
  t('Dengue NS1 Antigen', 'Fever & Infection', 'Blood', false, 1, 800, 550, 'Detects the dengue virus NS1 protein in the first days of fever.'),
  t('Dengue Antibodies (IgG/IgM)', 'Fever & Infection', 'Blood', false, 2, 1200, 800, 'Detects antibodies to dengue virus from about the fifth day of illness.'),
  t('Malaria Antigen (Vivax & Falciparum)', 'Fever & Infection', 'Blood', false, 2, 600, 400, 'Rapid card test that detects Plasmodium vivax and Plasmodium falciparum antigens.'),
  t('Malaria Parasite Smear (MP)', 'Fever & Infection', 'Blood', false, 1, 250, 180, 'Microscopic examination of a blood film for malaria parasites.'),
  t('Widal Test', 'Fever & Infection', 'Blood', false, 4, 250, 180, 'Detects antibodies to Salmonella Typhi and Paratyphi in suspected typhoid fever.'),
  t('Typhidot (IgM)', 'Fever & Infection', 'Blood', false, 1, 700, 500, 'Detects IgM antibodies to Salmonella Typhi for early diagnosis of typhoid.'),
  t('Chikungunya IgM', 'Fever & Infection', 'Blood', false, 1, 900, 650, 'Detects recent chikungunya virus infection.'),
  t('Leptospira IgM', 'Fever & Infection', 'Blood', false, 1, 1000, 750, 'Detects recent leptospirosis, a common monsoon infection spread through contaminated water.'),
  t('Scrub Typhus IgM', 'Fever & Infection', 'Blood', false, 1, 1000, 750, 'Detects recent scrub typhus, a mite-borne cause of fever.'),
  t('Procalcitonin', 'Fever & Infection', 'Blood', false, 1, 2200, 1700, 'Helps distinguish bacterial infection and sepsis from other causes of inflammation.'),
  t('Blood Culture & Sensitivity', 'Fever & Infection', 'Blood', false, 1, 1200, 950, 'Grows bacteria or fungi from blood to diagnose bloodstream infection and guide antibiotic choice.'),
  t('Urine Culture & Sensitivity', 'Fever & Infection', 'Urine', false, 1, 700, 550, 'Grows bacteria from urine to confirm a urinary tract infection and choose the right antibiotic.'),
  t('Stool Routine & Microscopy', 'Fever & Infection', 'Stool', false, 10, 250, 180, 'Examines stool for parasites, blood, pus cells and undigested food.'),
  t('Throat Swab Culture', 'Fever & Infection', 'Swab', false, 1, 700, 550, 'Grows bacteria from a throat swab to diagnose streptococcal and other throat infections.'),
  t('Influenza A & B Antigen', 'Fever & Infection', 'Swab', false, 2, 1500, 1100, 'Rapid nasal swab test for influenza A and B viruses.'),

  // Infectious disease
  t('HIV 1 & 2 Antibodies', 'Infectious Disease', 'Blood', false, 1, 500, 350, 'Screens for antibodies to HIV types 1 and 2.'),
  t('HBsAg (Hepatitis B Surface Antigen)', 'Infectious Disease', 'Blood', false, 1, 450, 300, 'Detects the hepatitis B surface antigen, which indicates current hepatitis B infection.'),
  t('Anti-HCV (Hepatitis C Antibody)', 'Infectious Disease', 'Blood', false, 1, 800, 550, 'Screens for antibodies to hepatitis C virus.'),
  t('Hepatitis A IgM (Anti-HAV IgM)', 'Infectious Disease', 'Blood', false, 1, 900, 700, 'Detects recent hepatitis A infection, a common cause of jaundice.'),
  t('VDRL', 'Infectious Disease', 'Blood', false, 1, 250, 180, 'Screening test for syphilis.'),
  t('H. pylori IgG Antibody', 'Infectious Disease', 'Blood', false, 1, 900, 700, 'Detects antibodies to Helicobacter pylori, a cause of gastritis and peptic ulcers.'),
  t('Sputum AFB (ZN Stain)', 'Infectious Disease', 'Sputum', false, 1, 300, 220, 'Microscopy of sputum for acid-fast bacilli to diagnose pulmonary tuberculosis.'),
  t('TB Gold (Interferon Gamma Release Assay)', 'Infectious Disease', 'Blood', false, 1, 2800, 2200, 'Blood test that detects latent or active tuberculosis infection.'),
  t('COVID-19 RT-PCR', 'Infectious Disease', 'Swab', false, 1, 500, 400, 'Detects SARS-CoV-2 genetic material in a nose and throat swab.'),

  // Bone and joint, autoimmune
  t('Uric Acid', 'Bone & Joint', 'Blood', false, 1, 200, 150, 'Measures uric acid; high levels cause gout and kidney stones.'),
  t('Calcium', 'Bone & Joint', 'Blood', false, 1, 200, 150, 'Measures blood calcium, which is important for bones, nerves and muscles.'),
  t('RA Factor (Rheumatoid Factor)', 'Bone & Joint', 'Blood', false, 1, 450, 320, 'Detects rheumatoid factor, an antibody found in most people with rheumatoid arthritis.'),
  t('Anti-CCP', 'Bone & Joint', 'Blood', false, 1, 1400, 1050, 'A highly specific antibody test for rheumatoid arthritis.'),
  t('ANA (Antinuclear Antibody)', 'Bone & Joint', 'Blood', false, 1, 1000, 750, 'Screens for autoimmune diseases such as systemic lupus erythematosus.'),
  t('ASO Titre', 'Bone & Joint', 'Blood', false, 1, 500, 380, 'Detects antibodies after a recent streptococcal infection, as in rheumatic fever.'),
  t('HLA-B27', 'Bone & Joint', 'Blood', false, 1, 2000, 1500, 'Detects the HLA-B27 gene marker associated with ankylosing spondylitis.'),

  // Cancer screening
  t('PSA Total', 'Cancer Screening', 'Blood', false, 1, 700, 499, 'Prostate-specific antigen screens for prostate enlargement and prostate cancer.'),
  t('PSA Free', 'Cancer Screening', 'Blood', false, 1, 1000, 750, 'Measures unbound PSA; the free-to-total ratio helps judge prostate cancer risk.'),
  t('CA-125', 'Cancer Screening', 'Blood', false, 1, 1000, 750, 'A tumour marker used to evaluate and monitor ovarian cancer.'),
  t('CEA', 'Cancer Screening', 'Blood', false, 1, 800, 600, 'Carcinoembryonic antigen is a tumour marker used mainly to monitor colorectal cancer.'),
  t('AFP (Alpha-Fetoprotein)', 'Cancer Screening', 'Blood', false, 1, 800, 600, 'A tumour marker for liver and germ cell cancers.'),
  t('CA 19-9', 'Cancer Screening', 'Blood', false, 1, 1200, 900, 'A tumour marker used to monitor pancreatic and biliary cancers.'),
  t('CA 15-3', 'Cancer Screening', 'Blood', false, 1, 1200, 900, 'A tumour marker used to monitor breast cancer.'),
  t('Stool Occult Blood', 'Cancer Screening', 'Stool', false, 1, 300, 220, 'Detects hidden blood in stool, a screening test for colorectal cancer.'),

  // Allergy
  t('Total IgE', 'Allergy', 'Blood', false, 1, 700, 500, 'Measures total immunoglobulin E, which is raised in allergic conditions.'),
  t('Allergy Panel - Food (Veg)', 'Allergy', 'Blood', false, 28, 4500, 3200, 'Measures specific IgE to common vegetarian food allergens such as wheat, milk, peanut and soybean.'),
  t('Allergy Panel - Food (Non-Veg)', 'Allergy', 'Blood', false, 12, 3000, 2200, 'Measures specific IgE to egg, fish, shellfish and meat allergens.'),
  t('Allergy Panel - Inhalants', 'Allergy', 'Blood', false, 29, 4500, 3200, 'Measures specific IgE to dust mites, pollens, moulds and animal dander.'),
  t('Allergy Panel - Drugs', 'Allergy', 'Blood', false, 20, 4500, 3400, 'Measures specific IgE to commonly used medicines such as penicillins and painkillers.'),
]

const singleTests: LabTestSeed[] = [...testsA, ...testsB]
const byName = new Map(singleTests.map((test) => [test.name, test]))

/**
 * A package of tests from the list above. Its parameter count is the sum of its tests', it needs
 * fasting when any of its tests does, and its sample types are those of its tests.
 */
const pkg = (name: string, category: string, includes: string[], mrp: number, price: number, description: string): LabTestSeed => {
  const tests = includes.map((included) => {
    const test = byName.get(included)
    if (!test) throw new Error(`Package '${name}' includes unknown test '${included}'`)
    return test
  })
  const sampleTypes = [...new Set(tests.map((test) => test.sampleType))]
  return {
    name,
    kind: 'package',
    sampleType: sampleTypes.join(', '),
    fasting: tests.some((test) => test.fasting),
    parameters: tests.reduce((sum, test) => sum + test.parameters, 0),
    includes,
    mrp,
    price,
    description,
    category,
  }
}

const CBC = 'Complete Blood Count (CBC)'
const ESR = 'Erythrocyte Sedimentation Rate (ESR)'
const FBS = 'Fasting Blood Sugar (FBS)'
const PPBS = 'Post Prandial Blood Sugar (PPBS)'
const LIPID = 'Lipid Profile'
const LFT = 'Liver Function Test (LFT)'
const KFT = 'Kidney Function Test (KFT)'
const THYROID = 'Thyroid Profile Total (T3, T4, TSH)'
const URINE = 'Urine Routine & Microscopy'
const VITD = 'Vitamin D (25-OH)'
const B12 = 'Vitamin B12'
const HIV = 'HIV 1 & 2 Antibodies'
const HBSAG = 'HBsAg (Hepatitis B Surface Antigen)'
const HCV = 'Anti-HCV (Hepatitis C Antibody)'
const MALARIA = 'Malaria Antigen (Vivax & Falciparum)'

const packages: LabTestSeed[] = [
  pkg('Full Body Checkup Essential', 'Full Body', [CBC, FBS, LIPID, LFT, KFT, THYROID, URINE], 3500, 1499,
    'A basic yearly check of blood counts, sugar, cholesterol, liver, kidney and thyroid function, and urine.'),
  pkg('Full Body Checkup Advanced', 'Full Body', [CBC, ESR, FBS, 'HbA1c', LIPID, LFT, KFT, THYROID, VITD, B12, 'Iron Studies', URINE], 6500, 2499,
    'The essential checkup plus HbA1c, vitamin D, vitamin B12 and iron studies.'),
  pkg('Full Body Checkup Comprehensive', 'Full Body',
    [CBC, ESR, FBS, 'HbA1c', 'Insulin Fasting', LIPID, 'hs-CRP', LFT, KFT, 'Electrolytes (Sodium, Potassium, Chloride)', 'Thyroid Profile Free (FT3, FT4, TSH)', VITD, B12, 'Iron Studies', 'Ferritin', 'Calcium', URINE],
    9999, 3999, 'An in-depth checkup adding insulin, inflammation, electrolyte, free thyroid hormone and iron store tests.'),
  pkg('Diabetes Screening Package', 'Diabetes', [FBS, PPBS, 'HbA1c', 'Creatinine', URINE], 1500, 799,
    'Screens for diabetes with fasting and after-meal sugar and HbA1c, and checks the kidneys and urine.'),
  pkg('Diabetes Care Advanced Package', 'Diabetes', [FBS, PPBS, 'HbA1c', 'Insulin Fasting', LIPID, KFT, 'Urine Microalbumin (ACR)', URINE], 3500, 1799,
    'Monitors diabetes control, insulin resistance, cholesterol and early diabetic kidney damage.'),
  pkg('Senior Citizen Health Package (Male)', 'Full Body', [CBC, ESR, FBS, 'HbA1c', LIPID, LFT, KFT, THYROID, VITD, B12, 'Calcium', 'PSA Total', URINE], 7000, 2999,
    'A yearly checkup for men over 60, including prostate screening with PSA.'),
  pkg('Senior Citizen Health Package (Female)', 'Full Body', [CBC, ESR, FBS, 'HbA1c', LIPID, LFT, KFT, THYROID, VITD, B12, 'Calcium', 'Iron Studies', URINE], 7000, 2999,
    'A yearly checkup for women over 60, including bone health and iron status.'),
  pkg('Women Wellness Package', 'Women Health', [CBC, FBS, LIPID, THYROID, 'Iron Studies', 'Ferritin', VITD, B12, 'Calcium', URINE], 5500, 2299,
    'Checks for the anaemia, thyroid and vitamin deficiencies common in Indian women.'),
  pkg('Fever Panel Basic', 'Fever & Infection', [CBC, ESR, MALARIA, 'Widal Test', URINE], 1500, 799,
    'First-line tests for fever lasting more than two days, covering malaria, typhoid and urinary infection.'),
  pkg('Fever Panel Advanced', 'Fever & Infection',
    [CBC, ESR, 'CRP (C-Reactive Protein)', 'Dengue NS1 Antigen', 'Dengue Antibodies (IgG/IgM)', MALARIA, 'Typhidot (IgM)', 'Widal Test', LFT, URINE],
    4500, 2199, 'A broad fever work-up covering dengue, malaria, typhoid, inflammation and liver involvement.'),
  pkg('Monsoon Fever Package', 'Fever & Infection',
    [CBC, 'Dengue NS1 Antigen', MALARIA, 'Chikungunya IgM', 'Leptospira IgM', 'Scrub Typhus IgM', 'Typhidot (IgM)'],
    5000, 2499, 'Tests for the infections that cause most fevers in the rainy season.'),
  pkg('Heart Health Package', 'Heart', [LIPID, 'hs-CRP', 'Homocysteine', 'Lipoprotein (a)', 'Apolipoprotein A1 & B', 'CPK Total', FBS], 5000, 2499,
    'Assesses cardiovascular risk with an advanced lipid panel and inflammation markers.'),
  pkg('Thyroid Care Package', 'Thyroid', ['Thyroid Profile Free (FT3, FT4, TSH)', 'Anti-TPO Antibody', 'Anti-Thyroglobulin Antibody', CBC], 2800, 1499,
    'Evaluates thyroid function and checks for autoimmune thyroid disease.'),
  pkg('Vitamin Deficiency Package', 'Vitamins', [VITD, B12, 'Vitamin B9 (Folate)', 'Iron Studies', 'Ferritin', 'Calcium', 'Magnesium'], 5000, 1999,
    'Checks the vitamins and minerals most often deficient in India.'),
  pkg('PCOD Screening Package', 'Women Health',
    ['FSH', 'LH', 'Prolactin', 'Testosterone Total', 'DHEA-S', 'TSH Ultrasensitive', 'Insulin Fasting', FBS, 'AMH (Anti-Mullerian Hormone)'],
    6500, 2999, 'Hormone and insulin tests used to evaluate polycystic ovary syndrome.'),
  pkg('Female Fertility Hormone Panel', 'Hormones', ['FSH', 'LH', 'Prolactin', 'Estradiol (E2)', 'AMH (Anti-Mullerian Hormone)', 'TSH Ultrasensitive'], 5000, 2799,
    'Assesses ovarian reserve and the hormones that control ovulation.'),
  pkg('Pre-Marital Screening', 'Infectious Disease',
    [CBC, 'Blood Group & Rh Typing', 'Hb Electrophoresis (HPLC)', HIV, HBSAG, HCV, 'VDRL', 'TSH Ultrasensitive', 'Rubella IgG'],
    4500, 2299, 'Checks blood group, thalassaemia trait and infections that matter before marriage and pregnancy.'),
  pkg('Antenatal Profile', 'Women Health', [CBC, 'Blood Group & Rh Typing', FBS, 'TSH Ultrasensitive', HIV, HBSAG, HCV, 'VDRL', 'Rubella IgG', URINE], 4000, 1999,
    'The standard first-trimester tests recommended in pregnancy.'),
  pkg('Arthritis Screening Package', 'Bone & Joint',
    ['RA Factor (Rheumatoid Factor)', 'Anti-CCP', 'ANA (Antinuclear Antibody)', 'ASO Titre', 'CRP (C-Reactive Protein)', ESR, 'Uric Acid', 'Calcium'],
    4500, 2199, 'Investigates joint pain for rheumatoid arthritis, gout, lupus and rheumatic fever.'),
  pkg('Bone Health Package', 'Bone & Joint', ['Calcium', 'Phosphorus', VITD, 'PTH (Intact)', 'Alkaline Phosphatase (ALP)', 'Magnesium'], 4000, 1999,
    'Checks the minerals, vitamin D and hormone that keep bones strong.'),
  pkg('Liver Health Package', 'Liver', [LFT, 'PT/INR', HBSAG, HCV, 'Hepatitis A IgM (Anti-HAV IgM)'], 2500, 1299,
    'Assesses liver function and screens for viral hepatitis A, B and C.'),
  pkg('Kidney Health Package', 'Kidney', [KFT, 'Cystatin C', 'Phosphorus', URINE, 'Urine Microalbumin (ACR)'], 3000, 1499,
    'Assesses kidney filtration, electrolytes and protein loss in urine.'),
  pkg('Anaemia Screening Package', 'Blood',
    [CBC, 'Peripheral Blood Smear', 'Reticulocyte Count', 'Iron Studies', 'Ferritin', B12, 'Vitamin B9 (Folate)'],
    3800, 1799, 'Finds the cause of anaemia: iron, vitamin B12 or folate deficiency, or a blood disorder.'),
  pkg("Men's Health Package", 'Full Body', [CBC, FBS, LIPID, LFT, KFT, 'Testosterone Total', 'PSA Total', VITD], 6000, 2699,
    'A checkup for adult men covering metabolic health, testosterone and prostate screening.'),
  pkg('Cancer Screening Package (Male)', 'Cancer Screening', ['PSA Total', 'PSA Free', 'CEA', 'AFP (Alpha-Fetoprotein)', 'CA 19-9', 'Stool Occult Blood'], 5500, 2999,
    'Tumour markers and a stool test used in cancer screening for men.'),
  pkg('Cancer Screening Package (Female)', 'Cancer Screening', ['CA-125', 'CA 15-3', 'CEA', 'AFP (Alpha-Fetoprotein)', 'Pap Smear'], 5500, 2999,
    'Tumour markers and a Pap smear used in cancer screening for women.'),
  pkg('Allergy Screening Package', 'Allergy',
    ['Total IgE', 'Absolute Eosinophil Count (AEC)', 'Allergy Panel - Inhalants', 'Allergy Panel - Food (Veg)'],
    9000, 5499, 'Identifies common airborne and vegetarian food allergens.'),
  pkg('Sexual Health Screening Package', 'Infectious Disease', [HIV, 'VDRL', HBSAG, HCV], 2000, 1099,
    'Confidential screening for HIV, syphilis and hepatitis B and C.'),
]

/** Lab tests and packages; a package's `includes` names tests in this list. */
export const labTests: LabTestSeed[] = [...singleTests, ...packages]
