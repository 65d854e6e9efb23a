/**
 * Common diseases and conditions treated with the medicines of the catalogue: a category, a one-line factual
 * description, and the salts (named exactly as in salts.ts) used in their treatment in India.
 * General information only; treatment choices are for a doctor.
 */
export interface DiseaseSeed {
  name: string
  category: string
  description: string
  salts: string[]
}

const d = (name: string, category: string, description: string, salts: string[]): DiseaseSeed => ({
  name,
  category,
  description,
  salts,
})

const PAIN = 'Pain and inflammation'
const GUT = 'Digestive system'
const INF = 'Infections'
const RESP = 'Respiratory and allergy'
const HEART = 'Heart and blood vessels'
const META = 'Diabetes, thyroid and metabolism'
const MIND = 'Brain and mental health'
const SKIN = 'Skin and hair'
const WOMEN = 'Women’s health'
const MEN = 'Men’s health and urinary system'
const BONE = 'Bones, joints and muscles'
const BLOOD = 'Blood and nutrition'
const EYE = 'Eyes, ears and nose'

export const diseases: DiseaseSeed[] = [
  d('Fever', PAIN, 'A body temperature above 38 °C, most often a sign of infection.', ['Paracetamol', 'Ibuprofen', 'Mefenamic Acid']),
  d('Headache', PAIN, 'Pain in the head or face, most often tension-type.', ['Paracetamol', 'Ibuprofen', 'Aspirin', 'Caffeine', 'Propyphenazone']),
  d('Migraine', PAIN, 'Recurrent throbbing headaches, often one-sided, with nausea and sensitivity to light.', ['Naproxen', 'Flunarizine', 'Propranolol', 'Domperidone', 'Paracetamol']),
  d('Toothache', PAIN, 'Pain in or around a tooth, usually from decay or gum infection.', ['Ibuprofen', 'Ketorolac', 'Paracetamol', 'Amoxicillin', 'Metronidazole']),
  d('Back Pain', PAIN, 'Pain in the lower or upper back, usually from muscle or ligament strain.', ['Aceclofenac', 'Diclofenac', 'Thiocolchicoside', 'Chlorzoxazone', 'Etoricoxib']),
  d('Muscle Spasm', PAIN, 'A sudden involuntary and painful contraction of a muscle.', ['Thiocolchicoside', 'Chlorzoxazone', 'Tizanidine', 'Baclofen']),
  d('Sprains and Strains', PAIN, 'Injuries to ligaments or muscles causing pain and swelling.', ['Diclofenac', 'Aceclofenac', 'Serratiopeptidase', 'Trypsin-Chymotrypsin', 'Chlorzoxazone']),
  d('Neuropathic Pain', PAIN, 'Burning or shooting pain caused by damage to the nerves.', ['Pregabalin', 'Gabapentin', 'Nortriptyline', 'Amitriptyline', 'Duloxetine', 'Methylcobalamin']),
  d('Post-operative Pain', PAIN, 'Pain after surgery, usually strongest in the first days.', ['Tramadol', 'Ketorolac', 'Paracetamol', 'Serratiopeptidase']),
  d('Acidity', GUT, 'A burning feeling in the chest or upper abdomen from excess stomach acid.', ['Pantoprazole', 'Rabeprazole', 'Omeprazole', 'Famotidine', 'Aluminium Hydroxide', 'Magnesium Hydroxide']),
  d('GERD', GUT, 'Gastro-oesophageal reflux disease: stomach acid repeatedly flows back into the food pipe.', ['Pantoprazole', 'Esomeprazole', 'Rabeprazole', 'Domperidone', 'Itopride']),
  d('Peptic Ulcer', GUT, 'A sore in the lining of the stomach or duodenum, often caused by H. pylori or NSAIDs.', ['Omeprazole', 'Pantoprazole', 'Sucralfate', 'Amoxicillin', 'Clarithromycin']),
  d('Gastritis', GUT, 'Inflammation of the stomach lining causing pain, nausea and indigestion.', ['Pantoprazole', 'Sucralfate', 'Oxetacaine', 'Aluminium Hydroxide']),
  d('Indigestion', GUT, 'Discomfort or fullness in the upper abdomen after eating (dyspepsia).', ['Itopride', 'Domperidone', 'Simethicone', 'Magnesium Hydroxide']),
  d('Bloating and Gas', GUT, 'A feeling of fullness and swelling in the abdomen from trapped gas.', ['Simethicone', 'Dicyclomine', 'Itopride']),
  d('Nausea and Vomiting', GUT, 'Feeling sick and throwing up, from infection, motion, pregnancy or medicines.', ['Ondansetron', 'Domperidone', 'Metoclopramide', 'Prochlorperazine', 'Doxylamine']),
  d('Constipation', GUT, 'Infrequent or hard-to-pass bowel movements.', ['Lactulose', 'Bisacodyl']),
  d('Diarrhoea', GUT, 'Loose or watery stools three or more times a day.', ['Oral Rehydration Salts', 'Racecadotril', 'Loperamide', 'Lactic Acid Bacillus', 'Zinc Sulfate']),
  d('Abdominal Cramps', GUT, 'Spasmodic pain in the abdomen from the gut or the uterus.', ['Dicyclomine', 'Drotaverine', 'Hyoscine Butylbromide', 'Mefenamic Acid']),
  d('Irritable Bowel Syndrome', GUT, 'A long-term gut disorder with abdominal pain, bloating and changed bowel habits.', ['Dicyclomine', 'Clidinium', 'Chlordiazepoxide', 'Rifaximin']),
  d('Amoebiasis', GUT, 'An intestinal infection by Entamoeba histolytica causing dysentery.', ['Metronidazole', 'Tinidazole', 'Ornidazole']),
  d('Fatty Liver', GUT, 'Build-up of fat in the liver, often linked to obesity, diabetes or alcohol.', ['Ursodeoxycholic Acid', 'Silymarin', 'Pioglitazone']),
  d('Gallstones', GUT, 'Hardened deposits of bile in the gallbladder.', ['Ursodeoxycholic Acid', 'Drotaverine']),
  d('Hepatic Encephalopathy', GUT, 'Confusion and drowsiness caused by toxins building up when the liver fails.', ['Rifaximin', 'Lactulose']),
  d('Piles', GUT, 'Swollen veins in and around the anus (haemorrhoids) that may bleed or hurt.', ['Diosmin', 'Hesperidin', 'Lidocaine', 'Lactulose']),
  d('Worm Infestation', GUT, 'Intestinal worms such as roundworm, hookworm or pinworm.', ['Albendazole', 'Ivermectin']),
  d('Common Cold', RESP, 'A viral infection of the nose and throat with sneezing, runny nose and sore throat.', ['Paracetamol', 'Phenylephrine', 'Chlorpheniramine', 'Cetirizine', 'Xylometazoline']),
  d('Cough', RESP, 'A reflex to clear the airways, dry or with phlegm.', ['Dextromethorphan', 'Ambroxol', 'Bromhexine', 'Guaifenesin', 'Levosalbutamol']),
  d('Influenza', RESP, 'The flu: a viral infection with fever, body ache and cough.', ['Oseltamivir', 'Paracetamol']),
  d('Sore Throat', RESP, 'Pain or irritation of the throat, usually from a viral infection.', ['Paracetamol', 'Ibuprofen', 'Povidone Iodine', 'Amoxicillin']),
  d('Allergic Rhinitis', RESP, 'Sneezing, itching and a runny or blocked nose caused by allergens.', ['Levocetirizine', 'Cetirizine', 'Fexofenadine', 'Bilastine', 'Montelukast', 'Fluticasone', 'Mometasone']),
  d('Sinusitis', RESP, 'Inflammation of the sinuses causing facial pain and a blocked nose.', ['Amoxicillin', 'Clavulanic Acid', 'Xylometazoline', 'Oxymetazoline', 'Fluticasone']),
  d('Asthma', RESP, 'A long-term disease of the airways causing wheezing, breathlessness and cough.', ['Salbutamol', 'Levosalbutamol', 'Budesonide', 'Formoterol', 'Fluticasone', 'Salmeterol', 'Montelukast', 'Doxofylline']),
  d('COPD', RESP, 'Chronic obstructive pulmonary disease: long-term narrowing of the airways, mostly from smoking.', ['Tiotropium', 'Ipratropium', 'Formoterol', 'Budesonide', 'Doxofylline', 'Acebrophylline']),
  d('Bronchitis', RESP, 'Inflammation of the bronchial tubes causing cough with mucus.', ['Ambroxol', 'Acebrophylline', 'Amoxicillin', 'Azithromycin']),
  d('Pneumonia', RESP, 'Infection that inflames the air sacs of the lungs.', ['Amoxicillin', 'Azithromycin', 'Ceftriaxone', 'Levofloxacin', 'Clarithromycin']),
  d('Tuberculosis', INF, 'A bacterial infection, usually of the lungs, caused by Mycobacterium tuberculosis.', ['Rifampicin', 'Isoniazid', 'Pyrazinamide', 'Ethambutol', 'Pyridoxine']),
  d('Urticaria', RESP, 'Hives: itchy raised welts on the skin, often from an allergy.', ['Levocetirizine', 'Fexofenadine', 'Bilastine', 'Ebastine', 'Hydroxyzine']),
  d('Allergic Conjunctivitis', EYE, 'Red, itchy and watery eyes caused by allergens.', ['Fexofenadine', 'Cetirizine', 'Carboxymethylcellulose']),
  d('Dry Eyes', EYE, 'Eyes that do not make enough tears, causing grittiness and irritation.', ['Carboxymethylcellulose']),
  d('Ear Infection', EYE, 'Infection of the middle or outer ear causing pain and sometimes discharge.', ['Amoxicillin', 'Clavulanic Acid', 'Ofloxacin', 'Paracetamol']),
  d('Vertigo', EYE, 'A spinning sensation, often from inner-ear problems.', ['Betahistine', 'Cinnarizine', 'Prochlorperazine']),
  d('Motion Sickness', EYE, 'Nausea and dizziness during travel by car, boat or plane.', ['Cinnarizine']),
  d('Typhoid', INF, 'A bacterial infection by Salmonella Typhi spread through contaminated food and water.', ['Cefixime', 'Azithromycin', 'Ceftriaxone', 'Ofloxacin']),
  d('Urinary Tract Infection', INF, 'A bacterial infection of the bladder or kidneys causing painful, frequent urination.', ['Nitrofurantoin', 'Cefixime', 'Norfloxacin', 'Ciprofloxacin', 'Amoxicillin']),
  d('Malaria', INF, 'A mosquito-borne parasitic infection causing cycles of fever and chills.', ['Artemether', 'Lumefantrine', 'Hydroxychloroquine', 'Paracetamol']),
  d('Dengue', INF, 'A mosquito-borne viral fever with body ache and a falling platelet count.', ['Paracetamol', 'Oral Rehydration Salts']),
  d('Chikungunya', INF, 'A mosquito-borne viral infection with fever and severe joint pain.', ['Paracetamol', 'Oral Rehydration Salts']),
  d('COVID-19', INF, 'A respiratory illness caused by the SARS-CoV-2 coronavirus.', ['Paracetamol', 'Favipiravir', 'Dexamethasone', 'Vitamin D3', 'Zinc Sulfate']),
  d('Chickenpox', INF, 'A contagious viral infection with an itchy blistering rash.', ['Acyclovir', 'Paracetamol', 'Hydroxyzine']),
  d('Herpes Zoster', INF, 'Shingles: a painful blistering rash from reactivated chickenpox virus.', ['Valacyclovir', 'Acyclovir', 'Pregabalin', 'Gabapentin']),
  d('Cold Sores', INF, 'Small blisters around the lips caused by the herpes simplex virus.', ['Acyclovir', 'Valacyclovir']),
  d('Cellulitis', INF, 'A bacterial infection of the deeper layers of the skin.', ['Amoxicillin', 'Clavulanic Acid', 'Cephalexin', 'Clindamycin', 'Linezolid']),
  d('Impetigo', SKIN, 'A contagious bacterial skin infection with honey-coloured crusts.', ['Mupirocin', 'Fusidic Acid', 'Cephalexin']),
  d('Burns', SKIN, 'Damage to the skin from heat, chemicals or electricity.', ['Silver Sulfadiazine', 'Povidone Iodine', 'Paracetamol']),
  d('Wound Infection', SKIN, 'Infection of a cut or surgical wound with redness, pus and pain.', ['Povidone Iodine', 'Mupirocin', 'Neomycin', 'Amoxicillin']),
  d('Fungal Skin Infection', SKIN, 'Ringworm, jock itch and other skin infections caused by fungi.', ['Clotrimazole', 'Luliconazole', 'Terbinafine', 'Ketoconazole', 'Itraconazole', 'Fluconazole']),
  d('Oral Thrush', INF, 'A yeast (Candida) infection of the mouth with white patches.', ['Clotrimazole', 'Nystatin', 'Fluconazole']),
  d('Vaginal Yeast Infection', WOMEN, 'A Candida infection of the vagina causing itching and discharge.', ['Fluconazole', 'Clotrimazole']),
  d('Bacterial Vaginosis', WOMEN, 'An imbalance of vaginal bacteria causing a thin, fishy-smelling discharge.', ['Metronidazole', 'Clindamycin', 'Tinidazole']),
  d('Scabies', SKIN, 'An intensely itchy skin infestation by the mite Sarcoptes scabiei.', ['Permethrin', 'Ivermectin']),
  d('Head Lice', SKIN, 'Tiny insects living on the scalp causing itching.', ['Permethrin', 'Ivermectin']),
  d('Acne', SKIN, 'Pimples, blackheads and cysts from blocked, inflamed hair follicles.', ['Adapalene', 'Benzoyl Peroxide', 'Clindamycin', 'Tretinoin', 'Azelaic Acid', 'Isotretinoin', 'Doxycycline']),
  d('Eczema', SKIN, 'Atopic dermatitis: dry, itchy and inflamed patches of skin.', ['Mometasone', 'Hydrocortisone', 'Betamethasone', 'Cetirizine', 'Hydroxyzine']),
  d('Psoriasis', SKIN, 'An immune skin disease with thick, scaly red plaques.', ['Clobetasol', 'Methotrexate', 'Betamethasone']),
  d('Hair Loss', SKIN, 'Thinning or loss of scalp hair, commonly male or female pattern baldness.', ['Minoxidil', 'Finasteride']),
  d('Melasma', SKIN, 'Brown or grey-brown patches on the face, common in women.', ['Azelaic Acid', 'Tretinoin', 'Tranexamic Acid']),
  d('Hypertension', HEART, 'Persistently high blood pressure that raises the risk of heart attack and stroke.', ['Telmisartan', 'Amlodipine', 'Losartan', 'Olmesartan', 'Cilnidipine', 'Metoprolol', 'Hydrochlorothiazide', 'Chlorthalidone', 'Ramipril']),
  d('Coronary Artery Disease', HEART, 'Narrowing of the arteries that supply the heart, causing angina and heart attacks.', ['Aspirin', 'Clopidogrel', 'Atorvastatin', 'Rosuvastatin', 'Metoprolol', 'Ticagrelor']),
  d('Angina', HEART, 'Chest pain from reduced blood flow to the heart muscle.', ['Nitroglycerin', 'Isosorbide Mononitrate', 'Isosorbide Dinitrate', 'Ranolazine', 'Trimetazidine', 'Ivabradine']),
  d('Heart Attack', HEART, 'Myocardial infarction: death of heart muscle when a coronary artery is blocked.', ['Aspirin', 'Clopidogrel', 'Ticagrelor', 'Atorvastatin', 'Metoprolol', 'Ramipril']),
  d('Heart Failure', HEART, 'The heart cannot pump enough blood, causing breathlessness and swelling.', ['Sacubitril', 'Valsartan', 'Furosemide', 'Torsemide', 'Spironolactone', 'Carvedilol', 'Bisoprolol', 'Dapagliflozin', 'Digoxin']),
  d('Atrial Fibrillation', HEART, 'An irregular and often fast heartbeat that raises the risk of stroke.', ['Apixaban', 'Rivaroxaban', 'Dabigatran', 'Warfarin', 'Metoprolol', 'Digoxin']),
  d('Deep Vein Thrombosis', HEART, 'A blood clot in a deep vein, usually of the leg.', ['Rivaroxaban', 'Apixaban', 'Dabigatran', 'Warfarin']),
  d('Stroke', HEART, 'Brain damage from a blocked or burst blood vessel in the brain.', ['Aspirin', 'Clopidogrel', 'Atorvastatin', 'Rosuvastatin']),
  d('High Cholesterol', HEART, 'High levels of LDL cholesterol or triglycerides in the blood.', ['Atorvastatin', 'Rosuvastatin', 'Ezetimibe', 'Fenofibrate']),
  d('Varicose Veins', HEART, 'Swollen, twisted veins, usually in the legs.', ['Diosmin', 'Hesperidin']),
  d('Oedema', HEART, 'Swelling from fluid build-up in the body’s tissues.', ['Furosemide', 'Torsemide', 'Spironolactone']),
  d('Type 2 Diabetes', META, 'A long-term condition in which the body does not use insulin well and blood sugar stays high.', ['Metformin', 'Glimepiride', 'Gliclazide', 'Sitagliptin', 'Vildagliptin', 'Teneligliptin', 'Linagliptin', 'Dapagliflozin', 'Empagliflozin', 'Pioglitazone', 'Voglibose', 'Insulin Glargine']),
  d('Type 1 Diabetes', META, 'An autoimmune condition in which the pancreas makes little or no insulin.', ['Insulin Glargine', 'Insulin Aspart', 'Human Insulin']),
  d('Hypothyroidism', META, 'An underactive thyroid gland causing tiredness, weight gain and feeling cold.', ['Levothyroxine']),
  d('Hyperthyroidism', META, 'An overactive thyroid gland causing weight loss, a fast heartbeat and anxiety.', ['Carbimazole', 'Propranolol']),
  d('Gout', BONE, 'Painful joint attacks caused by uric acid crystals.', ['Colchicine', 'Febuxostat', 'Allopurinol', 'Etoricoxib', 'Naproxen']),
  d('Obesity', META, 'Excess body fat that raises the risk of diabetes and heart disease.', ['Metformin']),
  d('Polycystic Ovary Syndrome', WOMEN, 'PCOS: a hormonal disorder with irregular periods, excess androgens and ovarian cysts.', ['Metformin', 'Clomiphene', 'Letrozole', 'Ethinylestradiol', 'Spironolactone']),
  d('Osteoarthritis', BONE, 'Wear of the cartilage in joints causing pain and stiffness.', ['Aceclofenac', 'Etoricoxib', 'Diclofenac', 'Paracetamol', 'Naproxen']),
  d('Rheumatoid Arthritis', BONE, 'An autoimmune disease causing painful, swollen joints.', ['Methotrexate', 'Hydroxychloroquine', 'Sulfasalazine', 'Leflunomide', 'Prednisolone', 'Folic Acid']),
  d('Ankylosing Spondylitis', BONE, 'Long-term inflammation of the spine and large joints.', ['Aceclofenac', 'Etoricoxib', 'Naproxen', 'Sulfasalazine']),
  d('Osteoporosis', BONE, 'Thin, weak bones that break easily.', ['Calcium Carbonate', 'Vitamin D3', 'Calcitriol']),
  d('Vitamin D Deficiency', BLOOD, 'Low vitamin D causing bone pain, weakness and poor bone health.', ['Vitamin D3', 'Calcitriol', 'Calcium Carbonate']),
  d('Vitamin B12 Deficiency', BLOOD, 'Low vitamin B12 causing anaemia, tiredness and tingling in the hands and feet.', ['Methylcobalamin', 'Folic Acid']),
  d('Iron Deficiency Anaemia', BLOOD, 'Too few red blood cells from a lack of iron, causing tiredness and pallor.', ['Ferrous Ascorbate', 'Iron Sucrose', 'Folic Acid']),
  d('Dehydration', BLOOD, 'Loss of more body water and salts than are taken in.', ['Oral Rehydration Salts', 'Zinc Sulfate']),
  d('Heavy Menstrual Bleeding', WOMEN, 'Periods with unusually heavy or prolonged bleeding.', ['Tranexamic Acid', 'Mefenamic Acid', 'Norethisterone']),
  d('Period Pain', WOMEN, 'Dysmenorrhoea: cramping pain in the lower abdomen during periods.', ['Mefenamic Acid', 'Drotaverine', 'Dicyclomine', 'Ibuprofen', 'Nimesulide']),
  d('Endometriosis', WOMEN, 'Tissue like the lining of the uterus growing outside it, causing pain.', ['Dydrogesterone', 'Norethisterone', 'Mefenamic Acid']),
  d('Infertility', WOMEN, 'Not conceiving after a year of regular unprotected intercourse.', ['Clomiphene', 'Letrozole', 'Progesterone', 'Dydrogesterone', 'Folic Acid']),
  d('Morning Sickness', WOMEN, 'Nausea and vomiting in early pregnancy.', ['Doxylamine', 'Pyridoxine', 'Ondansetron']),
  d('Menopause Symptoms', WOMEN, 'Hot flushes, night sweats and sleep problems around the end of periods.', ['Estradiol', 'Calcium Carbonate', 'Vitamin D3']),
  d('Contraception', WOMEN, 'Preventing pregnancy with hormonal pills, including emergency pills.', ['Levonorgestrel', 'Ethinylestradiol']),
  d('Benign Prostatic Hyperplasia', MEN, 'An enlarged prostate causing a weak stream and frequent urination.', ['Tamsulosin', 'Silodosin', 'Finasteride', 'Dutasteride']),
  d('Erectile Dysfunction', MEN, 'Difficulty getting or keeping an erection.', ['Sildenafil', 'Tadalafil']),
  d('Overactive Bladder', MEN, 'A sudden, frequent urge to urinate that is hard to control.', ['Mirabegron', 'Solifenacin']),
  d('Kidney Stones', MEN, 'Hard mineral deposits in the kidney that cause severe pain when they move.', ['Tamsulosin', 'Drotaverine', 'Diclofenac', 'Ketorolac']),
  d('Depression', MIND, 'Persistent low mood and loss of interest lasting two weeks or more.', ['Escitalopram', 'Sertraline', 'Fluoxetine', 'Paroxetine', 'Duloxetine', 'Amitriptyline']),
  d('Anxiety Disorder', MIND, 'Excessive worry and fear that interfere with daily life.', ['Escitalopram', 'Sertraline', 'Paroxetine', 'Clonazepam', 'Alprazolam', 'Etizolam', 'Propranolol']),
  d('Panic Disorder', MIND, 'Repeated sudden attacks of intense fear with a racing heart and breathlessness.', ['Sertraline', 'Paroxetine', 'Clonazepam', 'Alprazolam']),
  d('Insomnia', MIND, 'Difficulty falling or staying asleep.', ['Zolpidem', 'Clonazepam', 'Doxylamine', 'Lorazepam']),
  d('Schizophrenia', MIND, 'A long-term mental illness affecting thinking, perception and behaviour.', ['Olanzapine', 'Risperidone', 'Aripiprazole', 'Quetiapine']),
  d('Bipolar Disorder', MIND, 'Swings between episodes of mania and depression.', ['Sodium Valproate', 'Olanzapine', 'Quetiapine', 'Lamotrigine', 'Aripiprazole']),
  d('Epilepsy', MIND, 'Repeated seizures caused by abnormal electrical activity in the brain.', ['Levetiracetam', 'Sodium Valproate', 'Carbamazepine', 'Phenytoin', 'Lamotrigine', 'Clonazepam']),
  d('Alzheimer’s Disease', MIND, 'A progressive brain disease causing memory loss and dementia.', ['Donepezil', 'Memantine']),
  d('ADHD', MIND, 'Attention deficit hyperactivity disorder: inattention, hyperactivity and impulsiveness.', ['Methylphenidate']),
  d('Alcohol Withdrawal', MIND, 'Tremor, anxiety and seizures when heavy drinking stops.', ['Chlordiazepoxide', 'Lorazepam', 'Diazepam']),
  d('Trigeminal Neuralgia', MIND, 'Sudden, severe electric-shock-like pain in the face.', ['Carbamazepine', 'Pregabalin', 'Gabapentin']),
  d('Diabetic Neuropathy', META, 'Nerve damage from diabetes causing tingling and pain in the feet.', ['Pregabalin', 'Duloxetine', 'Methylcobalamin', 'Nortriptyline']),
  d('Asthma Attack', RESP, 'A sudden worsening of asthma with severe breathlessness.', ['Salbutamol', 'Levosalbutamol', 'Ipratropium', 'Budesonide', 'Prednisolone']),
  d('Allergic Reaction', RESP, 'An immune over-reaction to a food, insect sting, medicine or pollen, from itching to swelling.', ['Hydrocortisone', 'Pheniramine', 'Dexamethasone', 'Chlorpheniramine']),
  d('Lupus', BONE, 'Systemic lupus erythematosus: an autoimmune disease affecting skin, joints and kidneys.', ['Hydroxychloroquine', 'Prednisolone']),
  d('Nephrotic Syndrome', MEN, 'Kidney damage that leaks protein into the urine, causing swelling.', ['Prednisolone', 'Deflazacort', 'Furosemide']),
  d('Inflammatory Bowel Disease', GUT, 'Ulcerative colitis and Crohn’s disease: long-term inflammation of the gut.', ['Sulfasalazine', 'Prednisolone', 'Methylprednisolone']),
  d('Travellers’ Diarrhoea', GUT, 'Diarrhoea caught while travelling, from contaminated food or water.', ['Rifaximin', 'Oral Rehydration Salts', 'Loperamide', 'Azithromycin']),
  d('Giardiasis', GUT, 'An intestinal infection by the parasite Giardia causing greasy diarrhoea.', ['Tinidazole', 'Metronidazole', 'Ornidazole']),
]
