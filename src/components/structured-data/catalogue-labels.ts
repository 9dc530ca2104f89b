/**
 * The words the Schema panel shows for the catalogue (includes/structured-data/types.json): each type's
 * label, each property's and each enum option's, translated. Kept beside the catalogue by
 * test/labels.test.ts, which fails when a type, property or option has no label here.
 */
import { __ } from '@wordpress/i18n';

type Labels = Record< string, string >;

let typeMemo: Labels | null = null;
let propertyMemo: Labels | null = null;
let optionMemo: Labels | null = null;

/** The catalogue's English labels, translated (built on first use, after the translations are loaded). */
export function typeLabels(): Labels {
	typeMemo ??= {
		Article: __( 'Article', 'sightline-seo' ),
		BlogPosting: __( 'Blog post', 'sightline-seo' ),
		NewsArticle: __( 'News article', 'sightline-seo' ),
		WebPage: __( 'Web page', 'sightline-seo' ),
		AboutPage: __( 'About page', 'sightline-seo' ),
		ContactPage: __( 'Contact page', 'sightline-seo' ),
		CollectionPage: __( 'Collection page', 'sightline-seo' ),
		SearchResultsPage: __( 'Search results page', 'sightline-seo' ),
		FAQPage: __( 'FAQ page', 'sightline-seo' ),
		ProfilePage: __( 'Profile page', 'sightline-seo' ),
		Product: __( 'Product', 'sightline-seo' ),
		ProductGroup: __( 'Product with variants', 'sightline-seo' ),
		Recipe: __( 'Recipe', 'sightline-seo' ),
		HowTo: __( 'How-to', 'sightline-seo' ),
		Event: __( 'Event', 'sightline-seo' ),
		LocalBusiness: __( 'Local business', 'sightline-seo' ),
		FoodEstablishment: __( 'Food establishment', 'sightline-seo' ),
		Restaurant: __( 'Restaurant', 'sightline-seo' ),
		CafeOrCoffeeShop: __( 'Café or coffee shop', 'sightline-seo' ),
		Bakery: __( 'Bakery', 'sightline-seo' ),
		BarOrPub: __( 'Bar or pub', 'sightline-seo' ),
		Store: __( 'Store', 'sightline-seo' ),
		MedicalBusiness: __( 'Medical business', 'sightline-seo' ),
		Dentist: __( 'Dentist', 'sightline-seo' ),
		ProfessionalService: __( 'Professional service', 'sightline-seo' ),
		LegalService: __( 'Legal service', 'sightline-seo' ),
		FinancialService: __( 'Financial service', 'sightline-seo' ),
		HomeAndConstructionBusiness: __(
			'Home and construction business',
			'sightline-seo'
		),
		AutomotiveBusiness: __( 'Automotive business', 'sightline-seo' ),
		HealthAndBeautyBusiness: __(
			'Health and beauty business',
			'sightline-seo'
		),
		LodgingBusiness: __( 'Lodging business', 'sightline-seo' ),
		Organization: __( 'Organization', 'sightline-seo' ),
		Person: __( 'Person', 'sightline-seo' ),
		Course: __( 'Course', 'sightline-seo' ),
		SoftwareApplication: __( 'Software app', 'sightline-seo' ),
		VideoObject: __( 'Video', 'sightline-seo' ),
		JobPosting: __( 'Job posting', 'sightline-seo' ),
		Service: __( 'Service', 'sightline-seo' ),
		Book: __( 'Book', 'sightline-seo' ),
		Offer: __( 'Offer', 'sightline-seo' ),
		AggregateRating: __( 'Aggregate rating', 'sightline-seo' ),
		Review: __( 'Review', 'sightline-seo' ),
		Rating: __( 'Rating', 'sightline-seo' ),
		Brand: __( 'Brand', 'sightline-seo' ),
		ImageObject: __( 'Image', 'sightline-seo' ),
		PostalAddress: __( 'Postal address', 'sightline-seo' ),
		GeoCoordinates: __( 'Geo coordinates', 'sightline-seo' ),
		OpeningHoursSpecification: __( 'Opening hours', 'sightline-seo' ),
		ContactPoint: __( 'Contact point', 'sightline-seo' ),
		Place: __( 'Place', 'sightline-seo' ),
		VirtualLocation: __( 'Online location', 'sightline-seo' ),
		Country: __( 'Country', 'sightline-seo' ),
		Question: __( 'Question', 'sightline-seo' ),
		Answer: __( 'Answer', 'sightline-seo' ),
		HowToStep: __( 'Step', 'sightline-seo' ),
		HowToSupply: __( 'Supply', 'sightline-seo' ),
		HowToTool: __( 'Tool', 'sightline-seo' ),
		NutritionInformation: __( 'Nutrition', 'sightline-seo' ),
		MonetaryAmount: __( 'Amount of money', 'sightline-seo' ),
		PropertyValue: __( 'Identifier', 'sightline-seo' ),
		InteractionCounter: __( 'Interaction count', 'sightline-seo' ),
		CourseInstance: __( 'Course instance', 'sightline-seo' ),
		Schedule: __( 'Schedule', 'sightline-seo' ),
	};
	return typeMemo;
}

/** Property names (schema.org's camelCase) in words. */
export function propertyLabels(): Labels {
	propertyMemo ??= {
		acceptedAnswer: __( 'Answer', 'sightline-seo' ),
		acceptsReservations: __( 'Accepts reservations', 'sightline-seo' ),
		acquireLicensePage: __( 'Acquire license page', 'sightline-seo' ),
		address: __( 'Address', 'sightline-seo' ),
		addressCountry: __( 'Country', 'sightline-seo' ),
		addressLocality: __( 'City', 'sightline-seo' ),
		addressRegion: __( 'Region', 'sightline-seo' ),
		aggregateRating: __( 'Aggregate rating', 'sightline-seo' ),
		alternateName: __( 'Alternate name', 'sightline-seo' ),
		applicantLocationRequirements: __(
			'Applicant location requirements',
			'sightline-seo'
		),
		applicationCategory: __( 'Application category', 'sightline-seo' ),
		areaServed: __( 'Area served', 'sightline-seo' ),
		articleSection: __( 'Article section', 'sightline-seo' ),
		author: __( 'Author', 'sightline-seo' ),
		availability: __( 'Availability', 'sightline-seo' ),
		availableLanguage: __( 'Available languages', 'sightline-seo' ),
		baseSalary: __( 'Base salary', 'sightline-seo' ),
		bestRating: __( 'Best rating', 'sightline-seo' ),
		bookFormat: __( 'Book format', 'sightline-seo' ),
		brand: __( 'Brand', 'sightline-seo' ),
		calories: __( 'Calories', 'sightline-seo' ),
		caption: __( 'Caption', 'sightline-seo' ),
		carbohydrateContent: __( 'Carbohydrate content', 'sightline-seo' ),
		category: __( 'Category', 'sightline-seo' ),
		checkinTime: __( 'Check-in time', 'sightline-seo' ),
		checkoutTime: __( 'Check-out time', 'sightline-seo' ),
		closes: __( 'Closes', 'sightline-seo' ),
		color: __( 'Color', 'sightline-seo' ),
		contactPoint: __( 'Contact point', 'sightline-seo' ),
		contactType: __( 'Contact type', 'sightline-seo' ),
		contentUrl: __( 'Video file URL', 'sightline-seo' ),
		cookTime: __( 'Cook time', 'sightline-seo' ),
		copyrightNotice: __( 'Copyright notice', 'sightline-seo' ),
		courseCode: __( 'Course code', 'sightline-seo' ),
		courseMode: __( 'Course mode', 'sightline-seo' ),
		courseSchedule: __( 'Course schedule', 'sightline-seo' ),
		courseWorkload: __( 'Course workload', 'sightline-seo' ),
		creditText: __( 'Credit text', 'sightline-seo' ),
		currency: __( 'Currency', 'sightline-seo' ),
		dateCreated: __( 'Date created', 'sightline-seo' ),
		dateModified: __( 'Date modified', 'sightline-seo' ),
		datePosted: __( 'Date posted', 'sightline-seo' ),
		datePublished: __( 'Date published', 'sightline-seo' ),
		dateline: __( 'Dateline', 'sightline-seo' ),
		dayOfWeek: __( 'Days of the week', 'sightline-seo' ),
		description: __( 'Description', 'sightline-seo' ),
		directApply: __( 'Direct apply', 'sightline-seo' ),
		downloadUrl: __( 'Download URL', 'sightline-seo' ),
		duns: __( 'DUNS number', 'sightline-seo' ),
		duration: __( 'Duration', 'sightline-seo' ),
		educationRequirements: __( 'Education requirements', 'sightline-seo' ),
		educationalCredentialAwarded: __(
			'Educational credential awarded',
			'sightline-seo'
		),
		email: __( 'Email', 'sightline-seo' ),
		embedUrl: __( 'Embed URL', 'sightline-seo' ),
		employmentType: __( 'Employment type', 'sightline-seo' ),
		endDate: __( 'End date', 'sightline-seo' ),
		estimatedCost: __( 'Estimated cost', 'sightline-seo' ),
		eventAttendanceMode: __( 'Event attendance mode', 'sightline-seo' ),
		eventStatus: __( 'Event status', 'sightline-seo' ),
		experienceRequirements: __(
			'Experience requirements',
			'sightline-seo'
		),
		expires: __( 'Expires', 'sightline-seo' ),
		fatContent: __( 'Fat content', 'sightline-seo' ),
		fiberContent: __( 'Fiber content', 'sightline-seo' ),
		foundingDate: __( 'Founding date', 'sightline-seo' ),
		geo: __( 'Geo coordinates', 'sightline-seo' ),
		globalLocationNumber: __(
			'Global location number (GLN)',
			'sightline-seo'
		),
		gtin: __( 'GTIN', 'sightline-seo' ),
		gtin12: __( 'GTIN-12 (UPC)', 'sightline-seo' ),
		gtin13: __( 'GTIN-13 (EAN)', 'sightline-seo' ),
		gtin14: __( 'GTIN-14', 'sightline-seo' ),
		gtin8: __( 'GTIN-8', 'sightline-seo' ),
		hasCourseInstance: __( 'Course instances', 'sightline-seo' ),
		hasVariant: __( 'Variants', 'sightline-seo' ),
		headline: __( 'Headline', 'sightline-seo' ),
		height: __( 'Height', 'sightline-seo' ),
		hiringOrganization: __( 'Hiring organization', 'sightline-seo' ),
		identifier: __( 'Identifier', 'sightline-seo' ),
		image: __( 'Image', 'sightline-seo' ),
		inLanguage: __( 'Language', 'sightline-seo' ),
		inProductGroupWithID: __( 'Product group ID', 'sightline-seo' ),
		instructor: __( 'Instructor', 'sightline-seo' ),
		interactionStatistic: __( 'Interaction statistic', 'sightline-seo' ),
		interactionType: __( 'Interaction type', 'sightline-seo' ),
		isbn: __( 'ISBN', 'sightline-seo' ),
		iso6523Code: __( 'ISO 6523 code', 'sightline-seo' ),
		itemCondition: __( 'Item condition', 'sightline-seo' ),
		jobLocation: __( 'Job location', 'sightline-seo' ),
		jobLocationType: __( 'Job location type', 'sightline-seo' ),
		jobTitle: __( 'Job title', 'sightline-seo' ),
		keywords: __( 'Keywords', 'sightline-seo' ),
		latitude: __( 'Latitude', 'sightline-seo' ),
		legalName: __( 'Legal name', 'sightline-seo' ),
		leiCode: __( 'LEI code', 'sightline-seo' ),
		license: __( 'License', 'sightline-seo' ),
		location: __( 'Location', 'sightline-seo' ),
		logo: __( 'Logo', 'sightline-seo' ),
		longitude: __( 'Longitude', 'sightline-seo' ),
		mainEntity: __( 'Main entity', 'sightline-seo' ),
		material: __( 'Material', 'sightline-seo' ),
		maxValue: __( 'Max value', 'sightline-seo' ),
		menu: __( 'Menu URL', 'sightline-seo' ),
		minValue: __( 'Min value', 'sightline-seo' ),
		mpn: __( 'MPN', 'sightline-seo' ),
		naics: __( 'NAICS code', 'sightline-seo' ),
		name: __( 'Name', 'sightline-seo' ),
		numberOfPages: __( 'Number of pages', 'sightline-seo' ),
		nutrition: __( 'Nutrition', 'sightline-seo' ),
		offers: __( 'Offers', 'sightline-seo' ),
		openingHoursSpecification: __( 'Opening hours', 'sightline-seo' ),
		opens: __( 'Opens', 'sightline-seo' ),
		operatingSystem: __( 'Operating system', 'sightline-seo' ),
		organizer: __( 'Organizer', 'sightline-seo' ),
		pattern: __( 'Pattern', 'sightline-seo' ),
		performer: __( 'Performers', 'sightline-seo' ),
		postalCode: __( 'Postal code', 'sightline-seo' ),
		prepTime: __( 'Prep time', 'sightline-seo' ),
		previousStartDate: __( 'Previous start dates', 'sightline-seo' ),
		price: __( 'Price', 'sightline-seo' ),
		priceCurrency: __( 'Currency', 'sightline-seo' ),
		priceRange: __( 'Price range', 'sightline-seo' ),
		priceValidUntil: __( 'Price valid until', 'sightline-seo' ),
		productGroupID: __( 'Product group ID', 'sightline-seo' ),
		proteinContent: __( 'Protein content', 'sightline-seo' ),
		provider: __( 'Provider', 'sightline-seo' ),
		publisher: __( 'Publisher', 'sightline-seo' ),
		ratingCount: __( 'Rating count', 'sightline-seo' ),
		ratingValue: __( 'Rating value', 'sightline-seo' ),
		recipeCategory: __( 'Category', 'sightline-seo' ),
		recipeCuisine: __( 'Cuisine', 'sightline-seo' ),
		recipeIngredient: __( 'Ingredients', 'sightline-seo' ),
		recipeInstructions: __( 'Instructions', 'sightline-seo' ),
		recipeYield: __( 'Yield', 'sightline-seo' ),
		regionsAllowed: __( 'Regions allowed', 'sightline-seo' ),
		repeatCount: __( 'Repeat count', 'sightline-seo' ),
		repeatFrequency: __( 'Repeat frequency', 'sightline-seo' ),
		review: __( 'Reviews', 'sightline-seo' ),
		reviewBody: __( 'Review text', 'sightline-seo' ),
		reviewCount: __( 'Review count', 'sightline-seo' ),
		reviewRating: __( 'Rating', 'sightline-seo' ),
		sameAs: __( 'Profile URLs (same as)', 'sightline-seo' ),
		saturatedFatContent: __( 'Saturated fat content', 'sightline-seo' ),
		screenshot: __( 'Screenshots', 'sightline-seo' ),
		seller: __( 'Seller', 'sightline-seo' ),
		servesCuisine: __( 'Cuisines served', 'sightline-seo' ),
		serviceType: __( 'Service type', 'sightline-seo' ),
		servingSize: __( 'Serving size', 'sightline-seo' ),
		size: __( 'Size', 'sightline-seo' ),
		sku: __( 'SKU', 'sightline-seo' ),
		sodiumContent: __( 'Sodium content', 'sightline-seo' ),
		softwareVersion: __( 'Software version', 'sightline-seo' ),
		startDate: __( 'Start date', 'sightline-seo' ),
		step: __( 'Steps', 'sightline-seo' ),
		streetAddress: __( 'Street address', 'sightline-seo' ),
		sugarContent: __( 'Sugar content', 'sightline-seo' ),
		supply: __( 'Supplies', 'sightline-seo' ),
		taxID: __( 'Tax ID', 'sightline-seo' ),
		telephone: __( 'Telephone', 'sightline-seo' ),
		text: __( 'Text', 'sightline-seo' ),
		thumbnailUrl: __( 'Thumbnail URL', 'sightline-seo' ),
		title: __( 'Title', 'sightline-seo' ),
		tool: __( 'Tools', 'sightline-seo' ),
		totalTime: __( 'Total time', 'sightline-seo' ),
		uploadDate: __( 'Upload date', 'sightline-seo' ),
		url: __( 'URL', 'sightline-seo' ),
		userInteractionCount: __( 'Interaction count', 'sightline-seo' ),
		validFrom: __( 'Valid from', 'sightline-seo' ),
		validThrough: __( 'Valid through', 'sightline-seo' ),
		value: __( 'Value', 'sightline-seo' ),
		variesBy: __( 'Varies by', 'sightline-seo' ),
		vatID: __( 'VAT ID', 'sightline-seo' ),
		video: __( 'Video', 'sightline-seo' ),
		width: __( 'Width', 'sightline-seo' ),
		worksFor: __( 'Works for', 'sightline-seo' ),
		worstRating: __( 'Worst rating', 'sightline-seo' ),
		yield: __( 'Yield', 'sightline-seo' ),
	};
	return propertyMemo;
}

/** Enum options (schema.org addresses or Google's codes) in words. */
export function optionLabels(): Labels {
	optionMemo ??= {
		Blended: __( 'Blended', 'sightline-seo' ),
		BrowserApplication: __( 'Browser application', 'sightline-seo' ),
		BusinessApplication: __( 'Business application', 'sightline-seo' ),
		CONTRACTOR: __( 'Contractor', 'sightline-seo' ),
		CommunicationApplication: __(
			'Communication application',
			'sightline-seo'
		),
		Daily: __( 'Daily', 'sightline-seo' ),
		DesignApplication: __( 'Design application', 'sightline-seo' ),
		DesktopEnhancementApplication: __(
			'Desktop enhancement application',
			'sightline-seo'
		),
		DeveloperApplication: __( 'Developer application', 'sightline-seo' ),
		DriverApplication: __( 'Driver application', 'sightline-seo' ),
		EducationalApplication: __(
			'Educational application',
			'sightline-seo'
		),
		EntertainmentApplication: __(
			'Entertainment application',
			'sightline-seo'
		),
		FULL_TIME: __( 'Full time', 'sightline-seo' ),
		FinanceApplication: __( 'Finance application', 'sightline-seo' ),
		GameApplication: __( 'Game application', 'sightline-seo' ),
		HealthApplication: __( 'Health application', 'sightline-seo' ),
		HomeApplication: __( 'Home application', 'sightline-seo' ),
		INTERN: __( 'Intern', 'sightline-seo' ),
		LifestyleApplication: __( 'Lifestyle application', 'sightline-seo' ),
		Monthly: __( 'Monthly', 'sightline-seo' ),
		MultimediaApplication: __( 'Multimedia application', 'sightline-seo' ),
		OTHER: __( 'Other', 'sightline-seo' ),
		Online: __( 'Online', 'sightline-seo' ),
		Onsite: __( 'On site', 'sightline-seo' ),
		PART_TIME: __( 'Part time', 'sightline-seo' ),
		PER_DIEM: __( 'Per diem', 'sightline-seo' ),
		ReferenceApplication: __( 'Reference application', 'sightline-seo' ),
		SecurityApplication: __( 'Security application', 'sightline-seo' ),
		ShoppingApplication: __( 'Shopping application', 'sightline-seo' ),
		SocialNetworkingApplication: __(
			'Social networking application',
			'sightline-seo'
		),
		SportsApplication: __( 'Sports application', 'sightline-seo' ),
		TELECOMMUTE: __( 'Telecommute', 'sightline-seo' ),
		TEMPORARY: __( 'Temporary', 'sightline-seo' ),
		TravelApplication: __( 'Travel application', 'sightline-seo' ),
		UtilitiesApplication: __( 'Utilities application', 'sightline-seo' ),
		VOLUNTEER: __( 'Volunteer', 'sightline-seo' ),
		Weekly: __( 'Weekly', 'sightline-seo' ),
		Yearly: __( 'Yearly', 'sightline-seo' ),
		'https://schema.org/AudiobookFormat': __(
			'Audiobook format',
			'sightline-seo'
		),
		'https://schema.org/BackOrder': __( 'Back order', 'sightline-seo' ),
		'https://schema.org/CommentAction': __(
			'Comment action',
			'sightline-seo'
		),
		'https://schema.org/DamagedCondition': __(
			'Damaged condition',
			'sightline-seo'
		),
		'https://schema.org/Discontinued': __(
			'Discontinued',
			'sightline-seo'
		),
		'https://schema.org/EBook': __( 'E-book', 'sightline-seo' ),
		'https://schema.org/EventCancelled': __(
			'Event cancelled',
			'sightline-seo'
		),
		'https://schema.org/EventMovedOnline': __(
			'Event moved online',
			'sightline-seo'
		),
		'https://schema.org/EventPostponed': __(
			'Event postponed',
			'sightline-seo'
		),
		'https://schema.org/EventRescheduled': __(
			'Event rescheduled',
			'sightline-seo'
		),
		'https://schema.org/EventScheduled': __(
			'Event scheduled',
			'sightline-seo'
		),
		'https://schema.org/Friday': __( 'Friday', 'sightline-seo' ),
		'https://schema.org/GraphicNovel': __(
			'Graphic novel',
			'sightline-seo'
		),
		'https://schema.org/Hardcover': __( 'Hardcover', 'sightline-seo' ),
		'https://schema.org/InStock': __( 'In stock', 'sightline-seo' ),
		'https://schema.org/InStoreOnly': __(
			'In store only',
			'sightline-seo'
		),
		'https://schema.org/LikeAction': __( 'Like action', 'sightline-seo' ),
		'https://schema.org/LimitedAvailability': __(
			'Limited availability',
			'sightline-seo'
		),
		'https://schema.org/MixedEventAttendanceMode': __(
			'Mixed event attendance mode',
			'sightline-seo'
		),
		'https://schema.org/Monday': __( 'Monday', 'sightline-seo' ),
		'https://schema.org/NewCondition': __(
			'New condition',
			'sightline-seo'
		),
		'https://schema.org/OfflineEventAttendanceMode': __(
			'Offline event attendance mode',
			'sightline-seo'
		),
		'https://schema.org/OnlineEventAttendanceMode': __(
			'Online event attendance mode',
			'sightline-seo'
		),
		'https://schema.org/OnlineOnly': __( 'Online only', 'sightline-seo' ),
		'https://schema.org/OutOfStock': __( 'Out of stock', 'sightline-seo' ),
		'https://schema.org/Paperback': __( 'Paperback', 'sightline-seo' ),
		'https://schema.org/PreOrder': __( 'Pre-order', 'sightline-seo' ),
		'https://schema.org/PreSale': __( 'Presale', 'sightline-seo' ),
		'https://schema.org/PublicHolidays': __(
			'Public holidays',
			'sightline-seo'
		),
		'https://schema.org/RefurbishedCondition': __(
			'Refurbished condition',
			'sightline-seo'
		),
		'https://schema.org/Saturday': __( 'Saturday', 'sightline-seo' ),
		'https://schema.org/ShareAction': __( 'Share action', 'sightline-seo' ),
		'https://schema.org/SoldOut': __( 'Sold out', 'sightline-seo' ),
		'https://schema.org/Sunday': __( 'Sunday', 'sightline-seo' ),
		'https://schema.org/Thursday': __( 'Thursday', 'sightline-seo' ),
		'https://schema.org/Tuesday': __( 'Tuesday', 'sightline-seo' ),
		'https://schema.org/UsedCondition': __(
			'Used condition',
			'sightline-seo'
		),
		'https://schema.org/WatchAction': __( 'Watch action', 'sightline-seo' ),
		'https://schema.org/Wednesday': __( 'Wednesday', 'sightline-seo' ),
		'https://schema.org/color': __( 'Color', 'sightline-seo' ),
		'https://schema.org/material': __( 'Material', 'sightline-seo' ),
		'https://schema.org/pattern': __( 'Pattern', 'sightline-seo' ),
		'https://schema.org/size': __( 'Size', 'sightline-seo' ),
		'https://schema.org/suggestedAge': __(
			'Suggested age',
			'sightline-seo'
		),
		'https://schema.org/suggestedGender': __(
			'Suggested gender',
			'sightline-seo'
		),
	};
	return optionMemo;
}
