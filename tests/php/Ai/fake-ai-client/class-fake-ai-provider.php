<?php
/**
 * A model provider for WordPress's AI client (7.0+) that runs in-process, registered through the
 * client's own registry (`AiClient::defaultRegistry()->registerProvider()`), so the `wordpress` AI
 * provider is tested against the real prompt builder, model selection and error handling with no
 * network. Only loaded when the AI client exists.
 *
 * What it does is set per test through its static fields: whether the connector is set up, whether
 * its model writes text or only images, whether it reads images, and what the model answers (a text, nothing, or an exception).
 *
 * @package Sightline\Tests
 */

namespace Sightline\Tests\Ai\FakeAiClient;

use WordPress\AiClient\AiClient;
use WordPress\AiClient\Messages\DTO\Message;
use WordPress\AiClient\Messages\DTO\MessagePart;
use WordPress\AiClient\Messages\DTO\ModelMessage;
use WordPress\AiClient\Messages\Enums\MessagePartChannelEnum;
use WordPress\AiClient\Messages\Enums\ModalityEnum;
use WordPress\AiClient\Providers\AbstractProvider;
use WordPress\AiClient\Providers\Contracts\ModelMetadataDirectoryInterface;
use WordPress\AiClient\Providers\Contracts\ProviderAvailabilityInterface;
use WordPress\AiClient\Providers\DTO\ProviderMetadata;
use WordPress\AiClient\Providers\Enums\ProviderTypeEnum;
use WordPress\AiClient\Providers\Models\Contracts\ModelInterface;
use WordPress\AiClient\Providers\Models\DTO\ModelConfig;
use WordPress\AiClient\Providers\Models\DTO\ModelMetadata;
use WordPress\AiClient\Providers\Models\DTO\SupportedOption;
use WordPress\AiClient\Providers\Models\Enums\CapabilityEnum;
use WordPress\AiClient\Providers\Models\Enums\OptionEnum;
use WordPress\AiClient\Providers\Models\TextGeneration\Contracts\TextGenerationModelInterface;
use WordPress\AiClient\Results\DTO\Candidate;
use WordPress\AiClient\Results\DTO\GenerativeAiResult;
use WordPress\AiClient\Results\DTO\TokenUsage;
use WordPress\AiClient\Results\Enums\FinishReasonEnum;

final class Fake_Ai_Provider extends AbstractProvider {

	public const ID = 'sightline-fake';

	/** Whether the connector is set up (a real one: its API key is saved). */
	public static bool $configured = true;

	/** Whether its model writes text; false leaves an image-only model. */
	public static bool $writes_text = true;

	/** Whether its model reads images (false: text input only). */
	public static bool $takes_images = true;

	/** Whether its model takes a temperature. */
	public static bool $takes_temperature = true;

	/** @var string|\Exception|\Closure|null What the model answers: a text, an exception it throws, null for a candidate with no text, or a closure given the system instruction and the prompt's text that returns one of those. */
	public static $answer = 'Written by the fake model';

	/** @var list<array{messages: list<Message>, config: ModelConfig}> What the model was asked, oldest first. */
	public static array $requests = array();

	/** Registers the provider once per process (the registry has no way to unregister) and resets it. */
	public static function install(): void {
		$registry = AiClient::defaultRegistry();
		if ( ! $registry->hasProvider( self::ID ) ) {
			$registry->registerProvider( self::class );
		}
		self::$configured        = true;
		self::$writes_text       = true;
		self::$takes_temperature = true;
		self::$takes_images      = true;
		self::$answer            = 'Written by the fake model';
		self::$requests          = array();
	}

	protected static function createProviderMetadata(): ProviderMetadata {
		return new ProviderMetadata( self::ID, 'Sightline fake', ProviderTypeEnum::server() );
	}

	protected static function createProviderAvailability(): ProviderAvailabilityInterface {
		return new class() implements ProviderAvailabilityInterface {
			public function isConfigured(): bool {
				return Fake_Ai_Provider::$configured;
			}
		};
	}

	protected static function createModelMetadataDirectory(): ModelMetadataDirectoryInterface {
		return new class() implements ModelMetadataDirectoryInterface {
			public function listModelMetadata(): array {
				return array( $this->getModelMetadata( 'fake-model' ) );
			}

			public function hasModelMetadata( string $model_id ): bool {
				return 'fake-model' === $model_id;
			}

			public function getModelMetadata( string $model_id ): ModelMetadata {
				$options = array(
					new SupportedOption( OptionEnum::systemInstruction() ),
					new SupportedOption(
						OptionEnum::inputModalities(),
						Fake_Ai_Provider::$takes_images ? null : array( array( ModalityEnum::text() ) )
					),
					new SupportedOption( OptionEnum::outputModalities() ),
				);
				if ( Fake_Ai_Provider::$takes_temperature ) {
					$options[] = new SupportedOption( OptionEnum::temperature() );
				}
				$capability = Fake_Ai_Provider::$writes_text ? CapabilityEnum::textGeneration() : CapabilityEnum::imageGeneration();
				return new ModelMetadata( $model_id, 'Fake model', array( $capability ), $options );
			}
		};
	}

	protected static function createModel( ModelMetadata $model_metadata, ProviderMetadata $provider_metadata ): ModelInterface {
		return new Fake_Text_Model( $model_metadata, $provider_metadata );
	}
}

/**
 * The model: records each request and answers with Fake_Ai_Provider::$answer.
 */
final class Fake_Text_Model implements ModelInterface, TextGenerationModelInterface {

	private ModelConfig $config;

	public function __construct( private ModelMetadata $model_metadata, private ProviderMetadata $provider_metadata ) {
		$this->config = new ModelConfig();
	}

	public function metadata(): ModelMetadata {
		return $this->model_metadata;
	}

	public function providerMetadata(): ProviderMetadata {
		return $this->provider_metadata;
	}

	public function setConfig( ModelConfig $config ): void {
		$this->config = $config;
	}

	public function getConfig(): ModelConfig {
		return $this->config;
	}

	public function generateTextResult( array $prompt ): GenerativeAiResult {
		Fake_Ai_Provider::$requests[] = array( 'messages' => $prompt, 'config' => $this->config );
		$answer                       = Fake_Ai_Provider::$answer;
		if ( $answer instanceof \Closure ) {
			$text = (string) $this->config->getSystemInstruction() . "\n";
			foreach ( $prompt as $message ) {
				foreach ( $message->getParts() as $part ) {
					$file  = $part->getFile();
					$text .= ( null === $file ? (string) $part->getText() : 'File: ' . $file->getMimeType() . ( $file->isInline() ? ' inline' : ' at ' . $file->getUrl() ) ) . "\n";
				}
			}
			$answer = $answer( $text );
		}
		if ( $answer instanceof \Exception ) {
			throw $answer;
		}
		$parts = null === $answer
			? array( new MessagePart( 'Thinking about owls…', MessagePartChannelEnum::thought() ) )
			: array( new MessagePart( $answer ) );
		return new GenerativeAiResult(
			'fake-result',
			array( new Candidate( new ModelMessage( $parts ), FinishReasonEnum::stop() ) ),
			new TokenUsage( 10, 5, 15 ),
			$this->provider_metadata,
			$this->model_metadata
		);
	}
}
