<?php
// Generated from includes/structured-data/types.json by tools/generate-types.mjs. Do not edit: edit the JSON and run `npm run types`.
// phpcs:ignoreFile

defined( 'ABSPATH' ) || exit;

return array(
	'Article' => array(
		'label' => 'Article',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/article',
		'properties' => array(
			'headline' => array(
				'kind' => 'text',
				'recommended' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'default' => '%excerpt%',
			),
			'image' => array(
				'kind' => 'image',
				'list' => true,
				'recommended' => true,
			),
			'author' => array(
				'kind' => 'person',
				'list' => true,
				'recommended' => true,
				'default' => '%author_name%',
			),
			'publisher' => array(
				'kind' => 'organization',
				'default' => '%site_name%',
			),
			'datePublished' => array(
				'kind' => 'datetime',
				'recommended' => true,
				'default' => '%published%',
			),
			'dateModified' => array(
				'kind' => 'datetime',
				'recommended' => true,
				'default' => '%modified%',
			),
			'articleSection' => array(
				'kind' => 'text',
				'default' => '%category%',
			),
			'keywords' => array(
				'kind' => 'text',
				'default' => '%tag%',
			),
			'url' => array(
				'kind' => 'url',
				'default' => '%permalink%',
			),
		),
	),
	'BlogPosting' => array(
		'label' => 'Blog post',
		'extends' => 'Article',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/article',
		'properties' => array(),
	),
	'NewsArticle' => array(
		'label' => 'News article',
		'extends' => 'Article',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/article',
		'properties' => array(
			'dateline' => array(
				'kind' => 'text',
			),
		),
	),
	'WebPage' => array(
		'label' => 'Web page',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'default' => '%excerpt%',
			),
			'url' => array(
				'kind' => 'url',
				'default' => '%permalink%',
			),
			'image' => array(
				'kind' => 'image',
			),
			'datePublished' => array(
				'kind' => 'datetime',
				'default' => '%published%',
			),
			'dateModified' => array(
				'kind' => 'datetime',
				'default' => '%modified%',
			),
		),
	),
	'AboutPage' => array(
		'label' => 'About page',
		'extends' => 'WebPage',
		'properties' => array(),
	),
	'ContactPage' => array(
		'label' => 'Contact page',
		'extends' => 'WebPage',
		'properties' => array(),
	),
	'CollectionPage' => array(
		'label' => 'Collection page',
		'extends' => 'WebPage',
		'properties' => array(),
	),
	'SearchResultsPage' => array(
		'label' => 'Search results page',
		'extends' => 'WebPage',
		'properties' => array(),
	),
	'FAQPage' => array(
		'label' => 'FAQ page',
		'extends' => 'WebPage',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/faqpage',
		'properties' => array(
			'mainEntity' => array(
				'kind' => 'type',
				'of' => 'Question',
				'list' => true,
				'required' => true,
			),
		),
	),
	'ProfilePage' => array(
		'label' => 'Profile page',
		'extends' => 'WebPage',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/profile-page',
		'properties' => array(
			'mainEntity' => array(
				'kind' => 'person',
				'required' => true,
				'default' => '%author_name%',
			),
			'dateCreated' => array(
				'kind' => 'datetime',
				'recommended' => true,
				'default' => '%published%',
			),
			'dateModified' => array(
				'kind' => 'datetime',
				'recommended' => true,
				'default' => '%modified%',
			),
		),
	),
	'Product' => array(
		'label' => 'Product',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/product',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'recommended' => true,
				'default' => '%excerpt%',
			),
			'image' => array(
				'kind' => 'image',
				'list' => true,
				'required' => true,
			),
			'brand' => array(
				'kind' => 'type',
				'of' => 'Brand',
				'recommended' => true,
			),
			'sku' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'mpn' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'gtin' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'gtin8' => array(
				'kind' => 'text',
			),
			'gtin12' => array(
				'kind' => 'text',
			),
			'gtin13' => array(
				'kind' => 'text',
			),
			'gtin14' => array(
				'kind' => 'text',
			),
			'color' => array(
				'kind' => 'text',
			),
			'material' => array(
				'kind' => 'text',
			),
			'pattern' => array(
				'kind' => 'text',
			),
			'size' => array(
				'kind' => 'text',
			),
			'inProductGroupWithID' => array(
				'kind' => 'text',
			),
			'offers' => array(
				'kind' => 'type',
				'of' => 'Offer',
				'list' => true,
				'required' => true,
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
				'recommended' => true,
			),
			'review' => array(
				'kind' => 'type',
				'of' => 'Review',
				'list' => true,
				'recommended' => true,
			),
			'url' => array(
				'kind' => 'url',
				'default' => '%permalink%',
			),
		),
	),
	'ProductGroup' => array(
		'label' => 'Product with variants',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/product-variants',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'recommended' => true,
				'default' => '%excerpt%',
			),
			'url' => array(
				'kind' => 'url',
				'recommended' => true,
				'default' => '%permalink%',
			),
			'brand' => array(
				'kind' => 'type',
				'of' => 'Brand',
				'recommended' => true,
			),
			'productGroupID' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'variesBy' => array(
				'kind' => 'enum',
				'list' => true,
				'recommended' => true,
				'options' => array(
					'https://schema.org/color',
					'https://schema.org/size',
					'https://schema.org/material',
					'https://schema.org/pattern',
					'https://schema.org/suggestedAge',
					'https://schema.org/suggestedGender',
				),
			),
			'hasVariant' => array(
				'kind' => 'type',
				'of' => 'Product',
				'list' => true,
				'required' => true,
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
				'recommended' => true,
			),
			'review' => array(
				'kind' => 'type',
				'of' => 'Review',
				'list' => true,
				'recommended' => true,
			),
		),
	),
	'Recipe' => array(
		'label' => 'Recipe',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/recipe',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'recommended' => true,
				'default' => '%excerpt%',
			),
			'image' => array(
				'kind' => 'image',
				'list' => true,
				'required' => true,
			),
			'author' => array(
				'kind' => 'person',
				'recommended' => true,
				'default' => '%author_name%',
			),
			'datePublished' => array(
				'kind' => 'date',
				'recommended' => true,
				'default' => '%published%',
			),
			'prepTime' => array(
				'kind' => 'duration',
				'recommended' => true,
			),
			'cookTime' => array(
				'kind' => 'duration',
				'recommended' => true,
			),
			'totalTime' => array(
				'kind' => 'duration',
				'recommended' => true,
			),
			'keywords' => array(
				'kind' => 'text',
				'recommended' => true,
				'default' => '%tag%',
			),
			'recipeYield' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'recipeCategory' => array(
				'kind' => 'text',
				'recommended' => true,
				'default' => '%category%',
			),
			'recipeCuisine' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'nutrition' => array(
				'kind' => 'type',
				'of' => 'NutritionInformation',
				'recommended' => true,
			),
			'recipeIngredient' => array(
				'kind' => 'text',
				'list' => true,
				'recommended' => true,
			),
			'recipeInstructions' => array(
				'kind' => 'type',
				'of' => 'HowToStep',
				'list' => true,
				'recommended' => true,
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
				'recommended' => true,
			),
			'video' => array(
				'kind' => 'type',
				'of' => 'VideoObject',
				'recommended' => true,
			),
		),
	),
	'HowTo' => array(
		'label' => 'How-to',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/how-to',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'default' => '%excerpt%',
			),
			'image' => array(
				'kind' => 'image',
				'recommended' => true,
			),
			'totalTime' => array(
				'kind' => 'duration',
				'recommended' => true,
			),
			'estimatedCost' => array(
				'kind' => 'type',
				'of' => 'MonetaryAmount',
				'recommended' => true,
			),
			'supply' => array(
				'kind' => 'type',
				'of' => 'HowToSupply',
				'list' => true,
				'recommended' => true,
			),
			'tool' => array(
				'kind' => 'type',
				'of' => 'HowToTool',
				'list' => true,
				'recommended' => true,
			),
			'step' => array(
				'kind' => 'type',
				'of' => 'HowToStep',
				'list' => true,
				'required' => true,
			),
			'yield' => array(
				'kind' => 'text',
			),
		),
	),
	'Event' => array(
		'label' => 'Event',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/event',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'recommended' => true,
				'default' => '%excerpt%',
			),
			'image' => array(
				'kind' => 'image',
				'list' => true,
				'recommended' => true,
			),
			'startDate' => array(
				'kind' => 'datetime',
				'required' => true,
			),
			'endDate' => array(
				'kind' => 'datetime',
				'recommended' => true,
			),
			'eventStatus' => array(
				'kind' => 'enum',
				'recommended' => true,
				'options' => array(
					'https://schema.org/EventScheduled',
					'https://schema.org/EventCancelled',
					'https://schema.org/EventMovedOnline',
					'https://schema.org/EventPostponed',
					'https://schema.org/EventRescheduled',
				),
			),
			'eventAttendanceMode' => array(
				'kind' => 'enum',
				'recommended' => true,
				'options' => array(
					'https://schema.org/OfflineEventAttendanceMode',
					'https://schema.org/OnlineEventAttendanceMode',
					'https://schema.org/MixedEventAttendanceMode',
				),
			),
			'previousStartDate' => array(
				'kind' => 'datetime',
				'list' => true,
			),
			'location' => array(
				'kind' => 'type',
				'of' => 'Place',
				'required' => true,
				'types' => array(
					'VirtualLocation',
				),
			),
			'offers' => array(
				'kind' => 'type',
				'of' => 'Offer',
				'list' => true,
				'recommended' => true,
			),
			'organizer' => array(
				'kind' => 'organization',
				'recommended' => true,
				'default' => '%site_name%',
			),
			'performer' => array(
				'kind' => 'person',
				'list' => true,
				'recommended' => true,
			),
		),
	),
	'LocalBusiness' => array(
		'label' => 'Local business',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%site_name%',
			),
			'description' => array(
				'kind' => 'longtext',
				'default' => '%tagline%',
			),
			'url' => array(
				'kind' => 'url',
				'recommended' => true,
				'default' => '%site_url%',
			),
			'image' => array(
				'kind' => 'image',
				'list' => true,
			),
			'logo' => array(
				'kind' => 'image',
			),
			'telephone' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'email' => array(
				'kind' => 'text',
			),
			'address' => array(
				'kind' => 'type',
				'of' => 'PostalAddress',
				'required' => true,
			),
			'geo' => array(
				'kind' => 'type',
				'of' => 'GeoCoordinates',
				'recommended' => true,
			),
			'openingHoursSpecification' => array(
				'kind' => 'type',
				'of' => 'OpeningHoursSpecification',
				'list' => true,
				'recommended' => true,
			),
			'priceRange' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'areaServed' => array(
				'kind' => 'text',
				'list' => true,
			),
			'sameAs' => array(
				'kind' => 'url',
				'list' => true,
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
				'recommended' => true,
			),
			'review' => array(
				'kind' => 'type',
				'of' => 'Review',
				'list' => true,
				'recommended' => true,
			),
		),
	),
	'FoodEstablishment' => array(
		'label' => 'Food establishment',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(
			'servesCuisine' => array(
				'kind' => 'text',
				'list' => true,
				'recommended' => true,
			),
			'menu' => array(
				'kind' => 'url',
				'recommended' => true,
			),
			'acceptsReservations' => array(
				'kind' => 'boolean',
			),
		),
	),
	'Restaurant' => array(
		'label' => 'Restaurant',
		'extends' => 'FoodEstablishment',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'CafeOrCoffeeShop' => array(
		'label' => 'Café or coffee shop',
		'extends' => 'FoodEstablishment',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'Bakery' => array(
		'label' => 'Bakery',
		'extends' => 'FoodEstablishment',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'BarOrPub' => array(
		'label' => 'Bar or pub',
		'extends' => 'FoodEstablishment',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'Store' => array(
		'label' => 'Store',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'MedicalBusiness' => array(
		'label' => 'Medical business',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'Dentist' => array(
		'label' => 'Dentist',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'ProfessionalService' => array(
		'label' => 'Professional service',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'LegalService' => array(
		'label' => 'Legal service',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'FinancialService' => array(
		'label' => 'Financial service',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'HomeAndConstructionBusiness' => array(
		'label' => 'Home and construction business',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'AutomotiveBusiness' => array(
		'label' => 'Automotive business',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'HealthAndBeautyBusiness' => array(
		'label' => 'Health and beauty business',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(),
	),
	'LodgingBusiness' => array(
		'label' => 'Lodging business',
		'extends' => 'LocalBusiness',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
		'properties' => array(
			'checkinTime' => array(
				'kind' => 'text',
			),
			'checkoutTime' => array(
				'kind' => 'text',
			),
		),
	),
	'Organization' => array(
		'label' => 'Organization',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/organization',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
			),
			'alternateName' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'legalName' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'description' => array(
				'kind' => 'longtext',
				'recommended' => true,
			),
			'url' => array(
				'kind' => 'url',
				'recommended' => true,
			),
			'logo' => array(
				'kind' => 'image',
				'recommended' => true,
			),
			'sameAs' => array(
				'kind' => 'url',
				'list' => true,
				'recommended' => true,
			),
			'email' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'telephone' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'address' => array(
				'kind' => 'type',
				'of' => 'PostalAddress',
				'recommended' => true,
			),
			'contactPoint' => array(
				'kind' => 'type',
				'of' => 'ContactPoint',
				'list' => true,
				'recommended' => true,
			),
			'foundingDate' => array(
				'kind' => 'date',
				'recommended' => true,
			),
			'vatID' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'taxID' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'duns' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'leiCode' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'iso6523Code' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'naics' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'globalLocationNumber' => array(
				'kind' => 'text',
				'recommended' => true,
			),
		),
	),
	'Person' => array(
		'label' => 'Person',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
			),
			'url' => array(
				'kind' => 'url',
				'recommended' => true,
			),
			'image' => array(
				'kind' => 'image',
			),
			'jobTitle' => array(
				'kind' => 'text',
			),
			'description' => array(
				'kind' => 'longtext',
			),
			'email' => array(
				'kind' => 'text',
			),
			'sameAs' => array(
				'kind' => 'url',
				'list' => true,
			),
			'worksFor' => array(
				'kind' => 'organization',
			),
		),
	),
	'Course' => array(
		'label' => 'Course',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/course-info',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'required' => true,
				'default' => '%excerpt%',
			),
			'provider' => array(
				'kind' => 'organization',
				'required' => true,
				'default' => '%site_name%',
			),
			'offers' => array(
				'kind' => 'type',
				'of' => 'Offer',
				'list' => true,
				'required' => true,
			),
			'hasCourseInstance' => array(
				'kind' => 'type',
				'of' => 'CourseInstance',
				'list' => true,
				'required' => true,
			),
			'image' => array(
				'kind' => 'image',
				'list' => true,
				'recommended' => true,
			),
			'inLanguage' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'courseCode' => array(
				'kind' => 'text',
			),
			'educationalCredentialAwarded' => array(
				'kind' => 'text',
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
				'recommended' => true,
			),
			'url' => array(
				'kind' => 'url',
				'default' => '%permalink%',
			),
		),
	),
	'SoftwareApplication' => array(
		'label' => 'Software app',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/software-app',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'default' => '%excerpt%',
			),
			'applicationCategory' => array(
				'kind' => 'enum',
				'recommended' => true,
				'options' => array(
					'GameApplication',
					'SocialNetworkingApplication',
					'TravelApplication',
					'ShoppingApplication',
					'SportsApplication',
					'LifestyleApplication',
					'BusinessApplication',
					'DesignApplication',
					'DeveloperApplication',
					'DriverApplication',
					'EducationalApplication',
					'HealthApplication',
					'FinanceApplication',
					'SecurityApplication',
					'BrowserApplication',
					'CommunicationApplication',
					'DesktopEnhancementApplication',
					'EntertainmentApplication',
					'MultimediaApplication',
					'HomeApplication',
					'UtilitiesApplication',
					'ReferenceApplication',
				),
			),
			'operatingSystem' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'softwareVersion' => array(
				'kind' => 'text',
			),
			'downloadUrl' => array(
				'kind' => 'url',
			),
			'screenshot' => array(
				'kind' => 'image',
				'list' => true,
			),
			'offers' => array(
				'kind' => 'type',
				'of' => 'Offer',
				'list' => true,
				'required' => true,
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
				'recommended' => true,
			),
			'review' => array(
				'kind' => 'type',
				'of' => 'Review',
				'list' => true,
				'recommended' => true,
			),
			'url' => array(
				'kind' => 'url',
				'default' => '%permalink%',
			),
		),
	),
	'VideoObject' => array(
		'label' => 'Video',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/video',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'recommended' => true,
				'default' => '%excerpt%',
			),
			'thumbnailUrl' => array(
				'kind' => 'url',
				'list' => true,
				'required' => true,
			),
			'uploadDate' => array(
				'kind' => 'datetime',
				'required' => true,
				'default' => '%published%',
			),
			'duration' => array(
				'kind' => 'duration',
				'recommended' => true,
			),
			'contentUrl' => array(
				'kind' => 'url',
				'recommended' => true,
			),
			'embedUrl' => array(
				'kind' => 'url',
				'recommended' => true,
			),
			'expires' => array(
				'kind' => 'datetime',
				'recommended' => true,
			),
			'regionsAllowed' => array(
				'kind' => 'text',
				'list' => true,
			),
			'interactionStatistic' => array(
				'kind' => 'type',
				'of' => 'InteractionCounter',
				'recommended' => true,
			),
		),
	),
	'JobPosting' => array(
		'label' => 'Job posting',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/job-posting',
		'properties' => array(
			'title' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'required' => true,
				'default' => '%content%',
			),
			'datePosted' => array(
				'kind' => 'date',
				'required' => true,
				'default' => '%published%',
			),
			'validThrough' => array(
				'kind' => 'datetime',
				'recommended' => true,
			),
			'employmentType' => array(
				'kind' => 'enum',
				'list' => true,
				'recommended' => true,
				'options' => array(
					'FULL_TIME',
					'PART_TIME',
					'CONTRACTOR',
					'TEMPORARY',
					'INTERN',
					'VOLUNTEER',
					'PER_DIEM',
					'OTHER',
				),
			),
			'hiringOrganization' => array(
				'kind' => 'organization',
				'required' => true,
				'default' => '%site_name%',
			),
			'jobLocation' => array(
				'kind' => 'type',
				'of' => 'Place',
				'required' => true,
			),
			'jobLocationType' => array(
				'kind' => 'enum',
				'options' => array(
					'TELECOMMUTE',
				),
			),
			'applicantLocationRequirements' => array(
				'kind' => 'type',
				'of' => 'Country',
				'list' => true,
			),
			'baseSalary' => array(
				'kind' => 'type',
				'of' => 'MonetaryAmount',
				'recommended' => true,
			),
			'directApply' => array(
				'kind' => 'boolean',
				'recommended' => true,
			),
			'identifier' => array(
				'kind' => 'type',
				'of' => 'PropertyValue',
				'recommended' => true,
			),
			'educationRequirements' => array(
				'kind' => 'text',
			),
			'experienceRequirements' => array(
				'kind' => 'text',
			),
		),
	),
	'Service' => array(
		'label' => 'Service',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'default' => '%title%',
			),
			'description' => array(
				'kind' => 'longtext',
				'default' => '%excerpt%',
			),
			'serviceType' => array(
				'kind' => 'text',
			),
			'provider' => array(
				'kind' => 'organization',
				'default' => '%site_name%',
			),
			'areaServed' => array(
				'kind' => 'text',
				'list' => true,
			),
			'image' => array(
				'kind' => 'image',
			),
			'offers' => array(
				'kind' => 'type',
				'of' => 'Offer',
				'list' => true,
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
			),
			'url' => array(
				'kind' => 'url',
				'default' => '%permalink%',
			),
		),
	),
	'Book' => array(
		'label' => 'Book',
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/book',
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
				'default' => '%title%',
			),
			'author' => array(
				'kind' => 'person',
				'list' => true,
				'required' => true,
				'default' => '%author_name%',
			),
			'url' => array(
				'kind' => 'url',
				'recommended' => true,
				'default' => '%permalink%',
			),
			'description' => array(
				'kind' => 'longtext',
				'default' => '%excerpt%',
			),
			'image' => array(
				'kind' => 'image',
			),
			'isbn' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'bookFormat' => array(
				'kind' => 'enum',
				'options' => array(
					'https://schema.org/Hardcover',
					'https://schema.org/Paperback',
					'https://schema.org/EBook',
					'https://schema.org/AudiobookFormat',
					'https://schema.org/GraphicNovel',
				),
			),
			'numberOfPages' => array(
				'kind' => 'integer',
			),
			'inLanguage' => array(
				'kind' => 'text',
			),
			'datePublished' => array(
				'kind' => 'date',
			),
			'publisher' => array(
				'kind' => 'organization',
			),
			'sameAs' => array(
				'kind' => 'url',
				'list' => true,
			),
			'aggregateRating' => array(
				'kind' => 'type',
				'of' => 'AggregateRating',
			),
		),
	),
	'Offer' => array(
		'label' => 'Offer',
		'nested' => true,
		'properties' => array(
			'price' => array(
				'kind' => 'price',
				'required' => true,
			),
			'priceCurrency' => array(
				'kind' => 'currency',
				'recommended' => true,
			),
			'availability' => array(
				'kind' => 'enum',
				'recommended' => true,
				'options' => array(
					'https://schema.org/InStock',
					'https://schema.org/OutOfStock',
					'https://schema.org/PreOrder',
					'https://schema.org/PreSale',
					'https://schema.org/BackOrder',
					'https://schema.org/SoldOut',
					'https://schema.org/LimitedAvailability',
					'https://schema.org/OnlineOnly',
					'https://schema.org/InStoreOnly',
					'https://schema.org/Discontinued',
				),
			),
			'priceValidUntil' => array(
				'kind' => 'date',
				'recommended' => true,
			),
			'itemCondition' => array(
				'kind' => 'enum',
				'options' => array(
					'https://schema.org/NewCondition',
					'https://schema.org/UsedCondition',
					'https://schema.org/RefurbishedCondition',
					'https://schema.org/DamagedCondition',
				),
			),
			'validFrom' => array(
				'kind' => 'datetime',
			),
			'category' => array(
				'kind' => 'text',
			),
			'sku' => array(
				'kind' => 'text',
			),
			'url' => array(
				'kind' => 'url',
				'default' => '%permalink%',
			),
			'seller' => array(
				'kind' => 'organization',
			),
		),
	),
	'AggregateRating' => array(
		'label' => 'Aggregate rating',
		'nested' => true,
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet',
		'properties' => array(
			'ratingValue' => array(
				'kind' => 'number',
				'required' => true,
			),
			'ratingCount' => array(
				'kind' => 'integer',
				'required' => true,
			),
			'reviewCount' => array(
				'kind' => 'integer',
			),
			'bestRating' => array(
				'kind' => 'number',
				'recommended' => true,
			),
			'worstRating' => array(
				'kind' => 'number',
				'recommended' => true,
			),
		),
	),
	'Review' => array(
		'label' => 'Review',
		'nested' => true,
		'google' => 'https://developers.google.com/search/docs/appearance/structured-data/review-snippet',
		'properties' => array(
			'author' => array(
				'kind' => 'person',
				'required' => true,
			),
			'reviewRating' => array(
				'kind' => 'type',
				'of' => 'Rating',
				'required' => true,
			),
			'datePublished' => array(
				'kind' => 'date',
				'recommended' => true,
			),
			'name' => array(
				'kind' => 'text',
			),
			'reviewBody' => array(
				'kind' => 'longtext',
			),
		),
	),
	'Rating' => array(
		'label' => 'Rating',
		'nested' => true,
		'properties' => array(
			'ratingValue' => array(
				'kind' => 'number',
				'required' => true,
			),
			'bestRating' => array(
				'kind' => 'number',
				'recommended' => true,
			),
			'worstRating' => array(
				'kind' => 'number',
				'recommended' => true,
			),
		),
	),
	'Brand' => array(
		'label' => 'Brand',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
			),
			'logo' => array(
				'kind' => 'image',
			),
			'url' => array(
				'kind' => 'url',
			),
		),
	),
	'ImageObject' => array(
		'label' => 'Image',
		'nested' => true,
		'properties' => array(
			'url' => array(
				'kind' => 'url',
				'required' => true,
			),
			'width' => array(
				'kind' => 'integer',
			),
			'height' => array(
				'kind' => 'integer',
			),
			'caption' => array(
				'kind' => 'text',
			),
			'creditText' => array(
				'kind' => 'text',
			),
			'copyrightNotice' => array(
				'kind' => 'text',
			),
			'license' => array(
				'kind' => 'url',
			),
			'acquireLicensePage' => array(
				'kind' => 'url',
			),
		),
	),
	'PostalAddress' => array(
		'label' => 'Postal address',
		'nested' => true,
		'properties' => array(
			'streetAddress' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'addressLocality' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'addressRegion' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'postalCode' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'addressCountry' => array(
				'kind' => 'text',
				'recommended' => true,
			),
		),
	),
	'GeoCoordinates' => array(
		'label' => 'Geo coordinates',
		'nested' => true,
		'properties' => array(
			'latitude' => array(
				'kind' => 'number',
				'required' => true,
			),
			'longitude' => array(
				'kind' => 'number',
				'required' => true,
			),
		),
	),
	'OpeningHoursSpecification' => array(
		'label' => 'Opening hours',
		'nested' => true,
		'properties' => array(
			'dayOfWeek' => array(
				'kind' => 'enum',
				'list' => true,
				'required' => true,
				'options' => array(
					'https://schema.org/Monday',
					'https://schema.org/Tuesday',
					'https://schema.org/Wednesday',
					'https://schema.org/Thursday',
					'https://schema.org/Friday',
					'https://schema.org/Saturday',
					'https://schema.org/Sunday',
					'https://schema.org/PublicHolidays',
				),
			),
			'opens' => array(
				'kind' => 'text',
				'required' => true,
			),
			'closes' => array(
				'kind' => 'text',
				'required' => true,
			),
			'validFrom' => array(
				'kind' => 'date',
			),
			'validThrough' => array(
				'kind' => 'date',
			),
		),
	),
	'ContactPoint' => array(
		'label' => 'Contact point',
		'nested' => true,
		'properties' => array(
			'contactType' => array(
				'kind' => 'text',
			),
			'telephone' => array(
				'kind' => 'text',
			),
			'email' => array(
				'kind' => 'text',
			),
			'areaServed' => array(
				'kind' => 'text',
				'list' => true,
			),
			'availableLanguage' => array(
				'kind' => 'text',
				'list' => true,
			),
		),
	),
	'Place' => array(
		'label' => 'Place',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'address' => array(
				'kind' => 'type',
				'of' => 'PostalAddress',
				'required' => true,
			),
			'geo' => array(
				'kind' => 'type',
				'of' => 'GeoCoordinates',
			),
		),
	),
	'VirtualLocation' => array(
		'label' => 'Online location',
		'nested' => true,
		'properties' => array(
			'url' => array(
				'kind' => 'url',
				'required' => true,
			),
			'name' => array(
				'kind' => 'text',
			),
		),
	),
	'Country' => array(
		'label' => 'Country',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
			),
		),
	),
	'Question' => array(
		'label' => 'Question',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
			),
			'acceptedAnswer' => array(
				'kind' => 'type',
				'of' => 'Answer',
				'required' => true,
			),
		),
	),
	'Answer' => array(
		'label' => 'Answer',
		'nested' => true,
		'properties' => array(
			'text' => array(
				'kind' => 'longtext',
				'required' => true,
			),
		),
	),
	'HowToStep' => array(
		'label' => 'Step',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'text' => array(
				'kind' => 'longtext',
				'required' => true,
			),
			'url' => array(
				'kind' => 'url',
				'recommended' => true,
			),
			'image' => array(
				'kind' => 'image',
				'recommended' => true,
			),
		),
	),
	'HowToSupply' => array(
		'label' => 'Supply',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
			),
		),
	),
	'HowToTool' => array(
		'label' => 'Tool',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
				'required' => true,
			),
		),
	),
	'NutritionInformation' => array(
		'label' => 'Nutrition',
		'nested' => true,
		'properties' => array(
			'calories' => array(
				'kind' => 'text',
				'recommended' => true,
			),
			'servingSize' => array(
				'kind' => 'text',
			),
			'carbohydrateContent' => array(
				'kind' => 'text',
			),
			'proteinContent' => array(
				'kind' => 'text',
			),
			'fatContent' => array(
				'kind' => 'text',
			),
			'saturatedFatContent' => array(
				'kind' => 'text',
			),
			'sugarContent' => array(
				'kind' => 'text',
			),
			'fiberContent' => array(
				'kind' => 'text',
			),
			'sodiumContent' => array(
				'kind' => 'text',
			),
		),
	),
	'MonetaryAmount' => array(
		'label' => 'Amount of money',
		'nested' => true,
		'properties' => array(
			'currency' => array(
				'kind' => 'currency',
				'required' => true,
			),
			'value' => array(
				'kind' => 'number',
			),
			'minValue' => array(
				'kind' => 'number',
			),
			'maxValue' => array(
				'kind' => 'number',
			),
		),
	),
	'PropertyValue' => array(
		'label' => 'Identifier',
		'nested' => true,
		'properties' => array(
			'name' => array(
				'kind' => 'text',
			),
			'value' => array(
				'kind' => 'text',
				'required' => true,
			),
		),
	),
	'InteractionCounter' => array(
		'label' => 'Interaction count',
		'nested' => true,
		'properties' => array(
			'interactionType' => array(
				'kind' => 'enum',
				'required' => true,
				'options' => array(
					'https://schema.org/WatchAction',
					'https://schema.org/LikeAction',
					'https://schema.org/CommentAction',
					'https://schema.org/ShareAction',
				),
			),
			'userInteractionCount' => array(
				'kind' => 'integer',
				'required' => true,
			),
		),
	),
	'CourseInstance' => array(
		'label' => 'Course instance',
		'nested' => true,
		'properties' => array(
			'courseMode' => array(
				'kind' => 'enum',
				'required' => true,
				'options' => array(
					'Online',
					'Onsite',
					'Blended',
				),
			),
			'courseWorkload' => array(
				'kind' => 'duration',
				'recommended' => true,
			),
			'courseSchedule' => array(
				'kind' => 'type',
				'of' => 'Schedule',
				'recommended' => true,
			),
			'instructor' => array(
				'kind' => 'person',
				'list' => true,
			),
			'location' => array(
				'kind' => 'text',
			),
		),
	),
	'Schedule' => array(
		'label' => 'Schedule',
		'nested' => true,
		'properties' => array(
			'duration' => array(
				'kind' => 'duration',
				'required' => true,
			),
			'repeatFrequency' => array(
				'kind' => 'enum',
				'required' => true,
				'options' => array(
					'Daily',
					'Weekly',
					'Monthly',
					'Yearly',
				),
			),
			'repeatCount' => array(
				'kind' => 'integer',
				'required' => true,
			),
			'startDate' => array(
				'kind' => 'date',
			),
			'endDate' => array(
				'kind' => 'date',
			),
		),
	),
);
